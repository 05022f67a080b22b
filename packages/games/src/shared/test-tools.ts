/** For the rules' tests: the code of the refusal `fn` throws, or 'no error'. */
export const codeOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    return (e as { code: string }).code;
  }
  return 'no error';
};

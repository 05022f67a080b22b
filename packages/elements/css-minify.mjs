/**
 * Squeezes the whitespace and comments out of the elements' css`` blocks as they are built (a
 * minifier leaves template literals as written). Only blocks with no ${} inside are touched.
 * Plain JavaScript, so that build-games.mjs (run by Node) uses it as vite.config.ts does.
 * @returns {import('vite').Plugin}
 */
export const cssMinify = () => ({
  name: 'boneyard-css-minify',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/elements\/src\/.*\.ts$/.test(id) || !code.includes('css`')) return null;
    return code.replace(/css`([^`$]*)`/g, (_, body) => `css\`${body
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,>])\s*/g, '$1')
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      .trim()}\``);
  },
});

export { chooseWhistEasy, chooseEuchreEasy, chooseLooEasy, chooseBluffEasy } from 'boneyard-host';

export { chooseWhistEasy, chooseEuchreEasy, chooseLooEasy, chooseBluffEasy, shedValue } from 'boneyard-host';

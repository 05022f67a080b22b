export { chooseWhistEasy, chooseEuchreEasy, chooseLooEasy, chooseBluffEasy, shedValue } from './host.js';

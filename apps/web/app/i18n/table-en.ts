export { en } from './en';

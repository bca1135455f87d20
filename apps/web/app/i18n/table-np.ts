export { np } from './np';

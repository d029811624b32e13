export { en, type Messages } from './messages';

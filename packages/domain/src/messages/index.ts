export { en, type Messages } from './messages';
export type { LocaleShape } from './localeShape';

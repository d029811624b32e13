// What Arabic needs beyond English, one chunk fetched only by a page that shows Arabic: the catalogue
// and react-aria's locale provider (the sign-in page's first load in English stays without either;
// the provider alone is react-aria's default-locale listener and direction rules, about 0.8 KiB gzip).
export { ar } from '@marketplace/domain/ar';
export { I18nProvider } from 'react-aria-components';

// react-aria's locale provider, in a chunk of its own for the pages that load it on demand (the
// sign-in page and the error dialog in Arabic): the sign-in page's first load in English stays without
// it (react-aria's default-locale listener and direction rules, about 0.8 KiB gzip).
export { I18nProvider } from 'react-aria-components';

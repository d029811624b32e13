import { lazyDecoder } from '../../decode';

// The property host's answers, decoded by schemas that load with the first call (docs/decisions.md, 'Decoders load with the call').
const schemas = () => import('./propertySchemas');

export const propertyPageDecoder = lazyDecoder(() => schemas().then((m) => m.propertyPageSchema));
export const propertyDecoder = lazyDecoder(() => schemas().then((m) => m.propertySchema));
export const countsPageDecoder = lazyDecoder(() => schemas().then((m) => m.countsPageSchema));
export const projectPageDecoder = lazyDecoder(() => schemas().then((m) => m.projectPageSchema));
export const projectDecoder = lazyDecoder(() => schemas().then((m) => m.projectSchema));
export const locationHighlightListDecoder = lazyDecoder(() => schemas().then((m) => m.locationHighlightListSchema));
export const lookupPageDecoder = lazyDecoder(() => schemas().then((m) => m.lookupPageSchema));
export const lookupListDecoder = lazyDecoder(() => schemas().then((m) => m.lookupListSchema));
export const propertyTypeWithCategoriesDecoder = lazyDecoder(() => schemas().then((m) => m.propertyTypeWithCategoriesSchema));
export const enquiryListDecoder = lazyDecoder(() => schemas().then((m) => m.enquiryListSchema));
export const enquiryDecoder = lazyDecoder(() => schemas().then((m) => m.enquirySchema));
export const faqPageDecoder = lazyDecoder(() => schemas().then((m) => m.faqPageSchema));
export const faqDecoder = lazyDecoder(() => schemas().then((m) => m.faqSchema));

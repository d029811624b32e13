import { lazySchemas } from '../../decode';

// The property host's answers, decoded by schemas that load with the first call (docs/decisions.md, 'Decoders load with the call').
const fromSchemas = lazySchemas(() => import('./propertySchemas'));

export const propertyPageDecoder = fromSchemas((m) => m.propertyPageSchema);
export const propertyDecoder = fromSchemas((m) => m.propertySchema);
export const countsPageDecoder = fromSchemas((m) => m.countsPageSchema);
export const projectPageDecoder = fromSchemas((m) => m.projectPageSchema);
export const projectDecoder = fromSchemas((m) => m.projectSchema);
export const locationHighlightListDecoder = fromSchemas((m) => m.locationHighlightListSchema);
export const lookupPageDecoder = fromSchemas((m) => m.lookupPageSchema);
export const lookupListDecoder = fromSchemas((m) => m.lookupListSchema);
export const propertyTypeWithCategoriesDecoder = fromSchemas((m) => m.propertyTypeWithCategoriesSchema);
export const enquiryListDecoder = fromSchemas((m) => m.enquiryListSchema);
export const enquiryDecoder = fromSchemas((m) => m.enquirySchema);
export const faqPageDecoder = fromSchemas((m) => m.faqPageSchema);
export const faqDecoder = fromSchemas((m) => m.faqSchema);

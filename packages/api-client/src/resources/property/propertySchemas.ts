import {
  enquiryListSchema,
  enquirySchema,
  faqSchema,
  locationHighlightListSchema,
  lookupItemSchema,
  lookupListSchema,
  projectSchema,
  propertySchema,
  propertyTypeWithCategoriesSchema,
  springPageSchema,
} from '@marketplace/domain';

// Only propertyDecoders.ts imports this module, dynamically: zod stays out of the routes' first load.

export { enquiryListSchema, enquirySchema, faqSchema, locationHighlightListSchema, lookupListSchema, projectSchema, propertySchema, propertyTypeWithCategoriesSchema };
export const propertyPageSchema = springPageSchema(propertySchema);
export const countsPageSchema = springPageSchema(propertySchema.pick({ id: true, listingStatus: true }));
export const projectPageSchema = springPageSchema(projectSchema);
export const lookupPageSchema = springPageSchema(lookupItemSchema);
export const faqPageSchema = springPageSchema(faqSchema);

import * as z from 'zod';
import { idSchema } from '../primitives/primitives.schema';

/**
 * An item of a lookup list (areas, amenities, construction and furnishing statuses, highlight
 * types, offering and sale types, property types and categories; spec 3 section 3).
 */
export const lookupItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullish(),
  imageURL: z.string().nullish(),
});

/** An item of a lookup list. */
export type LookupItem = z.infer<typeof lookupItemSchema>;

/**
 * A lookup object as embedded in a property or project. Reads may carry the id alone
 * (spec 3: constructionStatus {id}), so everything but the id is optional.
 */
export const lookupRefSchema = z.object({
  id: idSchema,
  name: z.string().nullish(),
  description: z.string().nullish(),
  imageURL: z.string().nullish(),
});

/** A lookup object embedded in a property or project. */
export type LookupRef = z.infer<typeof lookupRefSchema>;

/** A property category: propertyCategory {id, name}. */
export const propertyCategorySchema = lookupRefSchema;

/** A property category. */
export type PropertyCategory = z.infer<typeof propertyCategorySchema>;

/**
 * A property type with its category (spec 3: propertyType {id, name, PropertyCategory}). Whether
 * the server nests one category or a list is not shown, so both are accepted.
 */
export const propertyTypeRefSchema = lookupRefSchema.extend({
  PropertyCategory: z.union([propertyCategorySchema, z.array(propertyCategorySchema)]).nullish(),
});

/** A property type embedded in a property or project. */
export type PropertyTypeRef = z.infer<typeof propertyTypeRefSchema>;

/**
 * The answer of GET /api/property/propertyTypes/{typeId}/with-category: a list of categories
 * (propertyCategoryList) or a single propertyCategory (spec 3 section 7).
 */
export const propertyTypeWithCategoriesSchema = lookupRefSchema.extend({
  propertyCategoryList: z.array(propertyCategorySchema).nullish(),
  propertyCategory: propertyCategorySchema.nullish(),
});

/** A property type with its categories. */
export type PropertyTypeWithCategories = z.infer<typeof propertyTypeWithCategoriesSchema>;

/** The answer of GET /api/property/offering-types and /api/property/sale-types: a plain list. */
export const lookupListSchema = z.array(lookupItemSchema);

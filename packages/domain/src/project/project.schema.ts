import * as z from 'zod';
import { lookupRefSchema, propertyTypeRefSchema } from '../lookup/lookup.schema';
import { coordinateSchema, idSchema, serverDateSchema } from '../primitives/primitives.schema';
import { amenitySchema, locationHighlightSchema } from '../property/propertyParts.schema';

/**
 * A developer project as read by the project chooser and detail views (spec 3 section 3). Units
 * created inside it inherit much of this data. Only id and name are certain.
 */
export const projectSchema = z.object({
  id: idSchema,
  name: z.string(),
  address: z.string().nullish(),
  description: z.string().nullish(),
  amount: z.number().nullish(),
  mainImageURL: z.string().nullish(),
  handoverDate: serverDateSchema.nullish(),
  handoverQta: z.number().int().nullish(),
  saleStartDate: serverDateSchema.nullish(),
  completePCT: z.number().nullish(),
  numOfBuildings: z.number().nullish(),
  numOfFloors: z.number().nullish(),
  numOfParking: z.number().nullish(),
  numOfElevators: z.number().nullish(),
  landArea: z.number().nullish(),
  ownerShip: z.string().nullish(),
  roi: z.number().nullish(),
  preHandoverPaymentPCT: z.number().nullish(),
  paymentPlanDetails: z.string().nullish(),
  latitude: coordinateSchema.nullish(),
  longitude: coordinateSchema.nullish(),
  constructionStatus: lookupRefSchema.nullish(),
  area: lookupRefSchema.nullish(),
  saleType: lookupRefSchema.nullish(),
  propertyFurnishingStatus: lookupRefSchema.nullish(),
  projectType: propertyTypeRefSchema.nullish(),
  amenitiesEntities: z.array(amenitySchema).nullish(),
  locationHighlights: z.array(locationHighlightSchema).nullish(),
  developerId: idSchema.nullish(),
  listingStatus: lookupRefSchema.nullish(),
});

/** A developer project. */
export type Project = z.infer<typeof projectSchema>;

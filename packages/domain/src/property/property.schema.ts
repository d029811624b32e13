import * as z from 'zod';
import { lookupRefSchema, propertyTypeRefSchema } from '../lookup/lookup.schema';
import { coordinateSchema, idSchema, serverDateSchema } from '../primitives/primitives.schema';
import {
  amenitySchema,
  locationHighlightSchema,
  paymentPlanSchema,
  projectRefSchema,
  propertyMediaSchema,
} from './propertyParts.schema';
import { developerApprovalStatusSchema } from './propertyPayload.schema';

/**
 * A property as read by the review lists, the edit form (spec 3 section 3) and the agent's
 * property dialog (spec 2 section 3). Only the id is certain; every other field may be missing
 * (the card falls back to 'Untitled Property' for a missing name).
 */
export const propertySchema = z.object({
  id: idSchema,
  agencyId: idSchema.nullish(),
  name: z.string().nullish(),
  description: z.string().nullish(),
  address: z.string().nullish(),
  amount: z.number().nullish(),
  landArea: z.number().nullish(),
  roi: z.number().nullish(),
  latitude: coordinateSchema.nullish(),
  longitude: coordinateSchema.nullish(),
  mainImageURL: z.string().nullish(),
  floorPlanImageURL: z.string().nullish(),
  layoutImageURL: z.string().nullish(),
  paymentPlanDetails: z.string().nullish(),
  addedOnDate: serverDateSchema.nullish(),
  saleStartDate: serverDateSchema.nullish(),
  handoverDate: serverDateSchema.nullish(),
  handoverQta: z.number().int().nullish(),
  floorNumber: z.union([z.string(), z.number()]).nullish(),
  numOfBuildings: z.number().nullish(),
  numOfFloors: z.number().nullish(),
  numOfElevators: z.number().nullish(),
  numOfParking: z.number().nullish(),
  numOfRooms: z.number().nullish(),
  numOfBedrooms: z.number().nullish(),
  numOfBathrooms: z.number().nullish(),
  ownerShip: z.string().nullish(),
  isSold: z.boolean().nullish(),
  isActive: z.boolean().nullish(),
  viewCount: z.number().nullish(),
  isViewed: z.boolean().nullish(),
  preHandoverPaymentPCT: z.number().nullish(),
  completePCT: z.number().nullish(),
  spotlightId: idSchema.nullish(),
  projectIdOfThis: idSchema.nullish(),
  project: projectRefSchema.nullish(),
  approvedTime: serverDateSchema.nullish(),
  rejectedOrBlockReason: z.string().nullish(),
  isDeleted: z.boolean().nullish(),
  deletedReason: z.string().nullish(),
  deletedAt: serverDateSchema.nullish(),
  developerApprovalStatus: developerApprovalStatusSchema.nullish(),
  developerRejectReason: z.string().nullish(),
  developerApprovedTime: serverDateSchema.nullish(),
  isDeveloperApproved: z.boolean().nullish(),
  amenitiesEntities: z.array(amenitySchema).nullish(),
  propertyMedia: z.array(propertyMediaSchema).nullish(),
  paymentPlans: z.array(paymentPlanSchema).nullish(),
  locationHighlights: z.array(locationHighlightSchema).nullish(),
  area: lookupRefSchema.nullish(),
  propertyType: propertyTypeRefSchema.nullish(),
  propertyCategory: lookupRefSchema.nullish(),
  offeringType: lookupRefSchema.nullish(),
  propertyFurnishingStatus: lookupRefSchema.nullish(),
  constructionStatus: lookupRefSchema.nullish(),
  saleType: lookupRefSchema.nullish(),
  listingStatus: lookupRefSchema.nullish(),
});

/** A property as read from the server. */
export type Property = z.infer<typeof propertySchema>;

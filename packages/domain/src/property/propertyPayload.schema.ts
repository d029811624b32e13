import * as z from 'zod';
import { developerApprovalStatuses } from '../constants/developerApproval';
import { lookupRefSchema, propertyTypeRefSchema } from '../lookup/lookup.schema';
import {
  coordinateSchema,
  countSchema,
  idSchema,
  nonBlankStringSchema,
  percentageSchema,
  serverDateSchema,
} from '../primitives/primitives.schema';
import {
  amenitySchema,
  locationHighlightSchema,
  paymentPlanSchema,
  projectRefSchema,
  propertyMediaSchema,
} from './propertyParts.schema';

/** A developer approval status: PENDING, APPROVED or REJECTED (spec 3 section 4). */
export const developerApprovalStatusSchema = z.enum(developerApprovalStatuses);

/**
 * The property as sent by POST /api/property (spec 3 section 3). Required as the form requires
 * (name, description, address non-blank; amount 0 or more); the ranges the spec states hold
 * (handoverQta 1-4, percentages 0-100, ROI and counts not negative); the rest may be null.
 */
export const propertyPayloadSchema = z.object({
  agencyId: idSchema,
  name: nonBlankStringSchema,
  amount: z.number().min(0),
  landArea: z.number().min(0).nullish(),
  mainImageURL: z.string().nullish(),
  floorPlanImageURL: z.string().nullish(),
  layoutImageURL: z.string().nullish(),
  latitude: coordinateSchema.nullish(),
  longitude: coordinateSchema.nullish(),
  description: nonBlankStringSchema,
  paymentPlanDetails: z.string().nullish(),
  address: nonBlankStringSchema,
  addedOnDate: serverDateSchema.nullish(),
  handoverDate: serverDateSchema.nullish(),
  handoverQta: z.number().int().min(1).max(4).nullish(),
  saleStartDate: serverDateSchema.nullish(),
  floorNumber: z.string().nullish(),
  numOfBuildings: countSchema.nullish(),
  numOfFloors: countSchema.nullish(),
  numOfElevators: countSchema.nullish(),
  numOfParking: countSchema.nullish(),
  numOfRooms: countSchema.nullish(),
  numOfBedrooms: countSchema.nullish(),
  numOfBathrooms: countSchema.nullish(),
  ownerShip: z.string().nullish(),
  isSold: z.boolean().nullish(),
  isActive: z.boolean().nullish(),
  rejectedOrBlockReason: z.string().nullish(),
  approvedTime: serverDateSchema.nullish(),
  roi: z.number().min(0).nullish(),
  preHandoverPaymentPCT: percentageSchema.nullish(),
  completePCT: percentageSchema.nullish(),
  viewCount: countSchema.nullish(),
  isViewed: z.boolean().nullish(),
  spotlightId: idSchema.nullish(),
  projectIdOfThis: idSchema.nullish(),
  project: projectRefSchema.nullish(),
  isDeleted: z.boolean().nullish(),
  deletedReason: z.string().nullish(),
  deletedAt: serverDateSchema.nullish(),
  developerRejectReason: z.string().nullish(),
  developerApprovalStatus: developerApprovalStatusSchema.nullish(),
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
  listingStatus: lookupRefSchema,
});

/** The property as sent on create. */
export type PropertyPayload = z.infer<typeof propertyPayloadSchema>;

/** The property as sent by PUT /api/property: the create payload plus its id (spec 3 section 3). */
export const propertyUpdatePayloadSchema = propertyPayloadSchema.extend({ id: idSchema });

/** The property as sent on update. */
export type PropertyUpdatePayload = z.infer<typeof propertyUpdatePayloadSchema>;

/** Body of PUT /api/property/status/{id}: the new listing status id (spec 3 section 7). */
export const propertyStatusChangeSchema = z.object({ id: idSchema });

/** Body of a listing status change. */
export type PropertyStatusChange = z.infer<typeof propertyStatusChangeSchema>;

/**
 * Body of PUT /api/property/reject/{id} and /api/property/developer/reject/{id}; the reason must not
 * be blank after trimming (spec 3 section 5).
 */
export const propertyRejectionSchema = z.object({ reason: nonBlankStringSchema });

/** Body of a rejection. */
export type PropertyRejection = z.infer<typeof propertyRejectionSchema>;

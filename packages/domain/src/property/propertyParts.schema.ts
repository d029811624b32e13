import * as z from 'zod';
import { mediaKinds } from '../constants/mediaTypes';
import { lookupRefSchema } from '../lookup/lookup.schema';
import { coordinateSchema, idSchema, percentageSchema } from '../primitives/primitives.schema';

/** An amenity of a property or project: amenitiesEntities [{id, name, ...}] (spec 3 section 3). */
export const amenitySchema = lookupRefSchema;

/** An amenity. */
export type Amenity = z.infer<typeof amenitySchema>;

/** A media type: 1 Image, 2 Video. */
export const mediaTypeSchema = z.object({
  id: idSchema,
  name: z.string().nullish(),
});

/** A property media item's kind: 'image' or 'video'. */
export const mediaKindSchema = z.enum(mediaKinds);

/**
 * A property media item (spec 3 section 3). Reads may omit `type`; the media type id then decides
 * (2 video, else image).
 */
export const propertyMediaSchema = z.object({
  id: idSchema.nullish(),
  url: z.string(),
  mediaType: mediaTypeSchema,
  type: mediaKindSchema.nullish(),
  isFeatured: z.boolean().nullish(),
  description: z.string().nullish(),
});

/** A property media item. */
export type PropertyMedia = z.infer<typeof propertyMediaSchema>;

/** A payment milestone; its paymentSchedule entries are not described by the specs. */
export const paymentMilestoneSchema = z.object({
  id: idSchema.nullish(),
  name: z.string().nullish(),
  pct: percentageSchema.nullish(),
  description: z.string().nullish(),
  paymentSchedule: z.array(z.unknown()).nullish(),
});

/** A payment milestone. */
export type PaymentMilestone = z.infer<typeof paymentMilestoneSchema>;

/** A payment plan with its milestones (spec 3 section 3). */
export const paymentPlanSchema = z.object({
  id: idSchema.nullish(),
  name: z.string().nullish(),
  resaleAvailablePCT: percentageSchema.nullish(),
  note: z.string().nullish(),
  paymentMilestones: z.array(paymentMilestoneSchema).nullish(),
});

/** A payment plan. */
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

/** A location highlight near a property or project (spec 3 section 3). */
export const locationHighlightSchema = z.object({
  id: idSchema.nullish(),
  label: z.string(),
  latitude: coordinateSchema,
  longitude: coordinateSchema,
  highlightsType: lookupRefSchema.nullish(),
});

/** A location highlight. */
export type LocationHighlight = z.infer<typeof locationHighlightSchema>;

/**
 * A location highlight being edited in the property form: inherited ones (isFromProject) and
 * saved ones (isExisting) are view-only; new ones carry a temporary negative id (spec 3 section 3).
 */
export const locationHighlightDraftSchema = locationHighlightSchema.extend({
  id: idSchema,
  isFromProject: z.boolean().optional(),
  isExisting: z.boolean().optional(),
});

/** A location highlight in the property form. */
export type LocationHighlightDraft = z.infer<typeof locationHighlightDraftSchema>;

/**
 * The answer of GET /api/locationHighlights/project/{projectId}: an array or {content}
 * (spec 3 section 7), always read as an array.
 */
export const locationHighlightListSchema = z
  .union([z.array(locationHighlightSchema), z.object({ content: z.array(locationHighlightSchema) })])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.content));

/** A project reference inside a property: project {name} on read (spec 3 section 3). */
export const projectRefSchema = z.object({
  id: idSchema.nullish(),
  name: z.string().nullish(),
});

/** A project reference inside a property. */
export type ProjectRef = z.infer<typeof projectRefSchema>;

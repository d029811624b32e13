import * as z from 'zod';
import { enquiryStatuses } from '../constants/enquiryStatus';
import { idSchema, serverDateSchema } from '../primitives/primitives.schema';

/** An enquiry status: NEW, IN_PROGRESS, RESOLVED or CLOSED (spec 1 section 3). */
export const enquiryStatusSchema = z.enum(enquiryStatuses);

/** An enquiry from a prospective customer (spec 1 section 3). */
export const enquirySchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
  message: z.string().nullish(),
  note: z.string().nullish(),
  status: enquiryStatusSchema,
  createdAt: serverDateSchema,
  propertyId: idSchema.nullish(),
  projectId: idSchema.nullish(),
});

/** An enquiry. */
export type Enquiry = z.infer<typeof enquirySchema>;

/** The answer of GET /api/enquiries and its agency, agent and developer variants: a plain list. */
export const enquiryListSchema = z.array(enquirySchema);

/** Body of PATCH /api/enquiries/{id} (spec 1 section 7). */
export const enquiryStatusUpdateSchema = z.object({ status: enquiryStatusSchema });

/** Body of an enquiry status change. */
export type EnquiryStatusUpdate = z.infer<typeof enquiryStatusUpdateSchema>;

/** Body of PATCH /api/enquiries/note/{id} (spec 1 section 7); an empty note clears it. */
export const enquiryNoteUpdateSchema = z.object({ note: z.string() });

/** Body of an enquiry note change. */
export type EnquiryNoteUpdate = z.infer<typeof enquiryNoteUpdateSchema>;

import * as z from 'zod';
import { faqTypes } from '../constants/faqType';
import { faqLimits } from '../constants/limits';
import { idSchema, nonBlankStringSchema, serverDateSchema } from '../primitives/primitives.schema';

/** The FAQ type; the agency screens use PROPERTY only (spec 3 section 3). */
export const faqTypeSchema = z.enum(faqTypes);

/** A property FAQ as read from {faq base}/search (spec 3 section 3). */
export const faqSchema = z.object({
  id: idSchema,
  faqType: faqTypeSchema,
  itemId: idSchema,
  question: z.string(),
  answer: z.string(),
  created: serverDateSchema.nullish(),
  updated: serverDateSchema.nullish(),
});

/** A property FAQ. */
export type Faq = z.infer<typeof faqSchema>;

const questionSchema = nonBlankStringSchema.max(faqLimits.questionMaxLength);
const answerSchema = nonBlankStringSchema.max(faqLimits.answerMaxLength);

/**
 * Body of PUT {faq base}/{id}: question (1-250 characters) and answer (1-1500), neither blank
 * (spec 3 section 5).
 */
export const faqUpdatePayloadSchema = z.object({
  question: questionSchema,
  answer: answerSchema,
});

/** Body of an FAQ update. */
export type FaqUpdatePayload = z.infer<typeof faqUpdatePayloadSchema>;

/** Body of POST {faq base}: the FAQ type, the property id, question and answer (spec 3 section 7). */
export const faqCreatePayloadSchema = faqUpdatePayloadSchema.extend({
  faqType: faqTypeSchema,
  itemId: idSchema,
});

/** Body of an FAQ creation. */
export type FaqCreatePayload = z.infer<typeof faqCreatePayloadSchema>;

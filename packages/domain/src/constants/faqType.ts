/** The FAQ type of property FAQs (spec 3 sections 3 and 9). */
export const propertyFaqType = 'PROPERTY';

/** The FAQ types the agency screens use. */
export const faqTypes = [propertyFaqType] as const;

/** One of the FAQ types. */
export type FaqType = (typeof faqTypes)[number];

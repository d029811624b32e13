/**
 * Beyond the spec (issue 14): the longest text the backend is taken to store in the fields a screen
 * writes where the specs give no limit. The sandbox refuses longer text with a 400 naming the field
 * (docs/decisions.md 'Sandbox: text limits'); the spec's own limits (reviews 500, FAQ question 250
 * and answer 1500) and the profile's (`profileTextMaxLengths`) stay where they are.
 */
export const storedTextMaxLengths = {
  /** A name or a one-line text (property name and address, team member name and job title): JPA's default VARCHAR(255). */
  line: 255,
  /** An e-mail address (RFC 5321: 254 characters). */
  email: 254,
  /** A phone number: E.164's 15 digits with room for a leading 00, spaces, hyphens and brackets. */
  phone: 30,
  /** An enquiry's note, a rejection or deletion reason, payment plan details: a few paragraphs. */
  note: 2000,
  /** A property's description: rich text, its markup included. */
  richDescription: 20_000,
  /** A URL or stored file path, and any other text field: what browsers and proxies reliably carry in a URL. */
  other: 2048,
} as const;

const { line, note, richDescription, other } = storedTextMaxLengths;

/**
 * The longest text of each property field the backend stores (POST and PUT /api/property, and the
 * same columns of a CSV upload); a field not named here holds `storedTextMaxLengths.other`. The
 * sandbox refuses longer text and the bulk upload's check reports it before the upload.
 */
export const propertyTextMaxLengths = {
  name: line,
  address: line,
  floorNumber: line,
  ownerShip: line,
  description: richDescription,
  paymentPlanDetails: note,
  rejectedOrBlockReason: note,
  deletedReason: note,
  developerRejectReason: note,
} as const;

/** The longest text the backend stores in a property field, by its name. */
export function propertyTextMaxLengthOf(field: string): number {
  return Object.hasOwn(propertyTextMaxLengths, field) ? propertyTextMaxLengths[field as keyof typeof propertyTextMaxLengths] : other;
}

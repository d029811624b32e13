import * as z from 'zod';
import { propertyFormLimits } from '../constants/limits';
import type { Messages } from '../messages/messages';
import { plainTextOf } from '../project/projectDescription.rules';
import { readFormNumber } from './formNumber.rules';

/**
 * The numeric fields of the property form, each held as the text typed (so '1,250 sqft' or Arabic
 * digits can be read, and nothing typed is lost while it is not a number yet), with the range of
 * spec 3 section 5. `label` names the field in `Messages['propertyForm']['fields']`.
 */
export const propertyNumberFields = {
  amount: { label: 'amount', min: propertyFormLimits.amountMin, integer: false, required: true },
  roi: { label: 'roi', min: propertyFormLimits.roiMin, integer: false },
  completePct: { label: 'completePct', min: propertyFormLimits.completionPctMin, max: propertyFormLimits.completionPctMax, integer: false },
  landArea: { label: 'landArea', min: propertyFormLimits.landAreaMin, integer: false },
  numOfBuildings: { label: 'numOfBuildings', min: propertyFormLimits.buildingsMin, integer: true },
  numOfFloors: { label: 'numOfFloors', min: propertyFormLimits.floorsMin, integer: true },
  numOfRooms: { label: 'numOfRooms', min: propertyFormLimits.roomsMin, integer: true },
  numOfParking: { label: 'numOfParking', min: propertyFormLimits.parkingMin, integer: true },
  numOfBedrooms: { label: 'numOfBedrooms', min: propertyFormLimits.bedroomsMin, integer: true },
  numOfBathrooms: { label: 'numOfBathrooms', min: propertyFormLimits.bathroomsMin, integer: true },
  numOfElevators: { label: 'numOfElevators', min: 0, integer: true },
} as const satisfies Record<string, NumberFieldRule>;

interface NumberFieldRule {
  readonly label: keyof Messages['propertyForm']['fields'];
  readonly min: number;
  readonly max?: number;
  readonly integer: boolean;
  /** Only the amount is required; another field left empty counts as 0, unchecked, as an empty HTML number input is. */
  readonly required?: boolean;
}

export type PropertyNumberField = keyof typeof propertyNumberFields;

/** One of the three property images: a saved URL, or a file chosen and not uploaded yet. */
export interface PropertyImageSlot {
  readonly url: string | null;
  /** The name of a chosen file waiting for the save's upload; the file itself stays outside the form. */
  readonly pendingFileName: string | null;
}

export const propertyImageSlots = ['mainImage', 'floorPlanImage', 'layoutImage'] as const;
export type PropertyImageSlotName = (typeof propertyImageSlots)[number];

/** Where the form is used: the images it requires differ (spec 3 section 5). */
export type PropertyFormKind =
  /** The standalone form and the project page's form: all three images required. */
  | 'standalone'
  /** The form in a project's detail view: only the main image is required. */
  | 'inProject';

function numberText(messages: Messages['propertyForm'], field: PropertyNumberField) {
  const rule: NumberFieldRule = propertyNumberFields[field];
  const label = messages.fields[rule.label];
  return z.string().superRefine((text, context) => {
    const reading = readFormNumber(text);
    if (reading.kind === 'empty') {
      if (rule.required) context.addIssue({ code: 'custom', message: messages.fieldRequired(label) });
      return;
    }
    if (reading.kind === 'notANumber') {
      context.addIssue({ code: 'custom', message: messages.notANumber(label) });
      return;
    }
    if (reading.value < rule.min) context.addIssue({ code: 'custom', message: messages.atLeast(label, rule.min) });
    else if (rule.max !== undefined && reading.value > rule.max) context.addIssue({ code: 'custom', message: messages.atMost(label, rule.max) });
    else if (rule.integer && !Number.isInteger(reading.value)) context.addIssue({ code: 'custom', message: messages.wholeNumber(label) });
  });
}

const imageSlotSchema = z.object({ url: z.string().nullable(), pendingFileName: z.string().nullable() });

/** Whether an image slot holds an image: a saved URL or a chosen file (spec 3 section 5). */
export function hasImage(slot: PropertyImageSlot | null | undefined): boolean {
  return Boolean(slot?.url?.trim() || slot?.pendingFileName);
}

/**
 * The property form's values and rules (spec 3 section 5), for react-hook-form's zod resolver: the
 * four required fields with 'Property Name is required.' and the like (a description with only
 * markup is blank), the numeric ranges, and the images the form kind requires with the spec's
 * messages. Selects hold lookup ids; lists the dialogs edit (highlights, media, plans) are carried
 * as they are.
 */
export function propertyFormSchema(messages: Messages['propertyForm'], kind: PropertyFormKind) {
  const required = (label: string) => z.string().refine((value) => value.trim() !== '', { message: messages.fieldRequired(label) });
  const numbers = Object.fromEntries(
    (Object.keys(propertyNumberFields) as PropertyNumberField[]).map((field) => [field, numberText(messages, field)]),
  ) as Record<PropertyNumberField, ReturnType<typeof numberText>>;
  const image = (message: string | null) =>
    message === null ? imageSlotSchema : imageSlotSchema.refine((slot) => hasImage(slot), { message });

  return z.object({
    name: required(messages.fields.name),
    description: z.string().refine((html) => plainTextOf(html) !== '', { message: messages.fieldRequired(messages.fields.description) }),
    address: required(messages.fields.address),
    ...numbers,
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    handoverDate: z.string(),
    handoverQta: z.number().int().min(1).max(4),
    saleStartDate: z.string(),
    preHandoverPaymentPct: z.number(),
    floorNumber: z.string(),
    ownerShip: z.string(),
    paymentPlanDetails: z.string(),
    propertyTypeId: z.number().int().nullable(),
    propertyCategoryId: z.number().int().nullable(),
    areaId: z.number().int().nullable(),
    offeringTypeId: z.number().int().nullable(),
    saleTypeId: z.number().int().nullable(),
    furnishingStatusId: z.number().int().nullable(),
    constructionStatusId: z.number().int().nullable(),
    amenityIds: z.array(z.number().int()),
    mainImage: image(messages.mainImageRequired),
    floorPlanImage: image(kind === 'standalone' ? messages.floorPlanImageRequired : null),
    layoutImage: image(kind === 'standalone' ? messages.layoutImageRequired : null),
  });
}

/** The values the property form holds. */
export type PropertyFormValues = z.infer<ReturnType<typeof propertyFormSchema>>;

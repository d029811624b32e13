import * as z from 'zod';
import { type PropertyCsvColumn } from './propertyCsvColumns';
import { type CsvCellParser } from './propertyCsvCells';
import { propertyCsvCellParsers } from './propertyCsvCellParsers';

export { propertyCsvCellParsers };

const cells = propertyCsvCellParsers;

/** The zod schema of one cell: a raw string (or a missing cell) in, the parsed value out. */
export type PropertyCsvCellSchema<T> = z.ZodPipe<z.ZodOptional<z.ZodString>, z.ZodTransform<T, string | undefined>>;

/** Turns a cell parser into a zod schema whose issue message is the parser's issue code. */
export function csvCellSchema<T>(parse: CsvCellParser<T>): PropertyCsvCellSchema<T> {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T => {
      const parsed = parse(raw);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({
        code: 'custom',
        message: parsed.issue,
        input: raw,
        params: { issue: parsed.issue, min: parsed.min, max: parsed.max },
      });
      return z.NEVER;
    });
}

/**
 * One parsed data row of the bulk-upload CSV, keyed by header name (papaparse's `header: true`
 * output). Built once at load time; unknown keys are dropped.
 */
export const propertyCsvRowSchema = z.object({
  name: csvCellSchema(cells.name),
  amount: csvCellSchema(cells.amount),
  landArea: csvCellSchema(cells.landArea),
  address: csvCellSchema(cells.address),
  description: csvCellSchema(cells.description),
  addedOnDate: csvCellSchema(cells.addedOnDate),
  handoverDate: csvCellSchema(cells.handoverDate),
  saleStartDate: csvCellSchema(cells.saleStartDate),
  deletedAt: csvCellSchema(cells.deletedAt),
  isActive: csvCellSchema(cells.isActive),
  isSold: csvCellSchema(cells.isSold),
  handoverQta: csvCellSchema(cells.handoverQta),
  numOfBuildings: csvCellSchema(cells.numOfBuildings),
  numOfFloors: csvCellSchema(cells.numOfFloors),
  numOfParking: csvCellSchema(cells.numOfParking),
  numOfRooms: csvCellSchema(cells.numOfRooms),
  numOfBedrooms: csvCellSchema(cells.numOfBedrooms),
  numOfBathrooms: csvCellSchema(cells.numOfBathrooms),
  preHandoverPaymentPCT: csvCellSchema(cells.preHandoverPaymentPCT),
  completePCT: csvCellSchema(cells.completePCT),
  viewCount: csvCellSchema(cells.viewCount),
  roi: csvCellSchema(cells.roi),
  latitude: csvCellSchema(cells.latitude),
  longitude: csvCellSchema(cells.longitude),
  mainImageURL: csvCellSchema(cells.mainImageURL),
  floorPlanImageURL: csvCellSchema(cells.floorPlanImageURL),
  layoutImageURL: csvCellSchema(cells.layoutImageURL),
  paymentPlanDetails: csvCellSchema(cells.paymentPlanDetails),
  floorNumber: csvCellSchema(cells.floorNumber),
  ownerShip: csvCellSchema(cells.ownerShip),
  rejectedOrBlockReason: csvCellSchema(cells.rejectedOrBlockReason),
  deletedReason: csvCellSchema(cells.deletedReason),
  saleTypeId: csvCellSchema(cells.saleTypeId),
  propertyTypeId: csvCellSchema(cells.propertyTypeId),
  propertyFurnishingStatusId: csvCellSchema(cells.propertyFurnishingStatusId),
  constructionStatusId: csvCellSchema(cells.constructionStatusId),
  areaId: csvCellSchema(cells.areaId),
  offeringTypeId: csvCellSchema(cells.offeringTypeId),
  projectIdOfThis: csvCellSchema(cells.projectIdOfThis),
} satisfies Record<PropertyCsvColumn, z.ZodType>);

/** A CSV row after parsing: numbers, booleans and ISO dates (YYYY-MM-DD) in place of text. */
export type PropertyCsvRow = z.output<typeof propertyCsvRowSchema>;

/** A CSV row as read from the file: text cells, some possibly missing. */
export type PropertyCsvRecord = z.input<typeof propertyCsvRowSchema>;

/**
 * The answer of POST /api/property/upload-csv when it is JSON (spec 1 section 7). The server may
 * also answer plain text, which the client takes as the message.
 */
export const csvUploadResultSchema = z.object({
  message: z.string().nullish(),
  data: z.unknown().optional(),
});

/** The JSON answer of a successful CSV upload. */
export type CsvUploadResult = z.infer<typeof csvUploadResultSchema>;

import { formatCsvCell, propertyCsvColumns, utf8ByteOrderMark, type Property, type PropertyCsvColumn } from '@marketplace/domain';

// Sample CSV files for the check's stories, tests and bench, written from fixture properties the
// way an agent's spreadsheet would hold them: M/D/YYYY dates, TRUE/FALSE, lookups by id.

const cellText = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** A server date (YYYY-MM-DD, possibly with a time) as the template's M/D/YYYY. */
function csvDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return '';
  const [, year, month, day] = match;
  return `${Number(month)}/${Number(day)}/${year}`;
}

const csvBoolean = (value: boolean | null | undefined): string => (value === null || value === undefined ? '' : value ? 'TRUE' : 'FALSE');

const cellOf: Readonly<Record<PropertyCsvColumn, (property: Property) => string>> = {
  name: (p) => cellText(p.name),
  amount: (p) => cellText(p.amount),
  landArea: (p) => cellText(p.landArea),
  address: (p) => cellText(p.address),
  description: (p) => cellText(p.description),
  addedOnDate: (p) => csvDate(p.addedOnDate),
  handoverDate: (p) => csvDate(p.handoverDate),
  saleStartDate: (p) => csvDate(p.saleStartDate),
  deletedAt: (p) => csvDate(p.deletedAt),
  isActive: (p) => csvBoolean(p.isActive),
  isSold: (p) => csvBoolean(p.isSold),
  handoverQta: (p) => cellText(p.handoverQta),
  numOfBuildings: (p) => cellText(p.numOfBuildings),
  numOfFloors: (p) => cellText(p.numOfFloors),
  numOfParking: (p) => cellText(p.numOfParking),
  numOfRooms: (p) => cellText(p.numOfRooms),
  numOfBedrooms: (p) => cellText(p.numOfBedrooms),
  numOfBathrooms: (p) => cellText(p.numOfBathrooms),
  preHandoverPaymentPCT: (p) => cellText(p.preHandoverPaymentPCT),
  completePCT: (p) => cellText(p.completePCT),
  viewCount: (p) => cellText(p.viewCount),
  roi: (p) => cellText(p.roi),
  latitude: (p) => cellText(p.latitude),
  longitude: (p) => cellText(p.longitude),
  mainImageURL: (p) => cellText(p.mainImageURL),
  floorPlanImageURL: (p) => cellText(p.floorPlanImageURL),
  layoutImageURL: (p) => cellText(p.layoutImageURL),
  paymentPlanDetails: (p) => cellText(p.paymentPlanDetails),
  floorNumber: (p) => cellText(p.floorNumber),
  ownerShip: (p) => cellText(p.ownerShip),
  rejectedOrBlockReason: (p) => cellText(p.rejectedOrBlockReason),
  deletedReason: (p) => cellText(p.deletedReason),
  saleTypeId: (p) => cellText(p.saleType?.id),
  propertyTypeId: (p) => cellText(p.propertyType?.id),
  propertyFurnishingStatusId: (p) => cellText(p.propertyFurnishingStatus?.id),
  constructionStatusId: (p) => cellText(p.constructionStatus?.id),
  areaId: (p) => cellText(p.area?.id),
  offeringTypeId: (p) => cellText(p.offeringType?.id),
  projectIdOfThis: (p) => cellText(p.projectIdOfThis),
};

/** A property as the 39 cells of a bulk-upload row, in the columns' order. */
export function propertyCsvCells(property: Property): string[] {
  return propertyCsvColumns.map((column) => cellOf[column](property));
}

/** A wrong value an agent might type, and the column it goes in. */
export interface CsvSampleFault {
  readonly column: PropertyCsvColumn;
  readonly value: string;
}

/** One wrong cell of each kind the row check finds: currency, range, yes/no, ISO date, empty required, fraction id. */
export const csvSampleFaults: readonly CsvSampleFault[] = [
  { column: 'amount', value: 'AED 1,200,000' },
  { column: 'latitude', value: '95.2' },
  { column: 'isSold', value: 'yes' },
  { column: 'addedOnDate', value: '2026-02-16' },
  { column: 'name', value: '' },
  { column: 'completePCT', value: '120' },
  { column: 'areaId', value: '3.5' },
];

/** What a sample file holds, for checking a report against it. */
export interface CsvSample {
  readonly text: string;
  readonly rowCount: number;
  /** Each faulty cell: its spreadsheet row (header = 1), column and value, in file order. */
  readonly faults: readonly { readonly row: number; readonly column: PropertyCsvColumn; readonly value: string }[];
}

export interface CsvSampleOptions {
  /** Data rows to write; the properties repeat as needed. */
  readonly rowCount: number;
  /** Every this-many rows, one cell is wrong (cycling through {@link csvSampleFaults}); 0 for none. @default 0 */
  readonly faultEvery?: number;
  /** @default '\r\n' (what Excel writes) */
  readonly lineEnd?: '\r\n' | '\n';
  /** Start with the UTF-8 byte-order mark, as Excel's 'CSV UTF-8' does. @default true */
  readonly byteOrderMark?: boolean;
}

/**
 * A bulk-upload CSV from fixture properties: the header, then `rowCount` rows cycling through the
 * properties (each repeat given its own name, so rows differ), with known faults.
 */
export function createCsvSample(properties: readonly Property[], { rowCount, faultEvery = 0, lineEnd = '\r\n', byteOrderMark = true }: CsvSampleOptions): CsvSample {
  if (properties.length === 0) throw new Error('createCsvSample needs at least one property');
  const baseRows = properties.map(propertyCsvCells);
  const nameIndex = propertyCsvColumns.indexOf('name');
  const lines: string[] = [propertyCsvColumns.join(',')];
  const faults: { row: number; column: PropertyCsvColumn; value: string }[] = [];
  for (let index = 0; index < rowCount; index += 1) {
    const cells = [...(baseRows[index % baseRows.length] ?? [])];
    const repeat = Math.floor(index / baseRows.length);
    if (repeat > 0 && cells[nameIndex]) cells[nameIndex] = `${cells[nameIndex]} (${repeat + 1})`;
    const row = index + 2;
    if (faultEvery > 0 && (index + 1) % faultEvery === 0) {
      const fault = csvSampleFaults[faults.length % csvSampleFaults.length];
      if (fault) {
        cells[propertyCsvColumns.indexOf(fault.column)] = fault.value;
        faults.push({ row, ...fault });
      }
    }
    lines.push(cells.map(formatCsvCell).join(','));
  }
  return { text: (byteOrderMark ? utf8ByteOrderMark : '') + lines.join(lineEnd) + lineEnd, rowCount, faults };
}

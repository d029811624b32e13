import { type PropertyCsvColumn } from './propertyCsvColumns';
import {
  type CsvCellParser,
  parseCsvBoolean,
  parseCsvCount,
  parseCsvDate,
  parseCsvHandoverQuarter,
  parseCsvId,
  parseCsvLatitude,
  parseCsvLongitude,
  parseCsvNumber,
  parseCsvPercentage,
  parseCsvText,
  requiredCsvCell,
} from './propertyCsvCells';

// Kept apart from the zod row schema so the validation worker loads no zod.
const requiredText = requiredCsvCell(parseCsvText);
const requiredNumber = requiredCsvCell(parseCsvNumber);

/**
 * The parser of each CSV column (spec 1 sections 3 and 5): required name, amount, landArea and
 * address; dates M/D/YYYY; booleans TRUE/FALSE; percentages 0-100; coordinates in range; ids whole.
 * A row checker can call these directly, cell by cell, without going through zod.
 */
export const propertyCsvCellParsers = {
  name: requiredText,
  amount: requiredNumber,
  landArea: requiredNumber,
  address: requiredText,
  description: parseCsvText,
  addedOnDate: parseCsvDate,
  handoverDate: parseCsvDate,
  saleStartDate: parseCsvDate,
  deletedAt: parseCsvDate,
  isActive: parseCsvBoolean,
  isSold: parseCsvBoolean,
  handoverQta: parseCsvHandoverQuarter,
  numOfBuildings: parseCsvCount,
  numOfFloors: parseCsvCount,
  numOfParking: parseCsvCount,
  numOfRooms: parseCsvCount,
  numOfBedrooms: parseCsvCount,
  numOfBathrooms: parseCsvCount,
  preHandoverPaymentPCT: parseCsvPercentage,
  completePCT: parseCsvPercentage,
  viewCount: parseCsvCount,
  roi: parseCsvNumber,
  latitude: parseCsvLatitude,
  longitude: parseCsvLongitude,
  mainImageURL: parseCsvText,
  floorPlanImageURL: parseCsvText,
  layoutImageURL: parseCsvText,
  paymentPlanDetails: parseCsvText,
  floorNumber: parseCsvText,
  ownerShip: parseCsvText,
  rejectedOrBlockReason: parseCsvText,
  deletedReason: parseCsvText,
  saleTypeId: parseCsvId,
  propertyTypeId: parseCsvId,
  propertyFurnishingStatusId: parseCsvId,
  constructionStatusId: parseCsvId,
  areaId: parseCsvId,
  offeringTypeId: parseCsvId,
  projectIdOfThis: parseCsvId,
} as const satisfies Record<PropertyCsvColumn, CsvCellParser<unknown>>;


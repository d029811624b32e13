import { pickFrom, steppedInt, weighted } from '../fixtures/randomPicks';
import { requireFound } from '../fixtures/requireFound';
import { type SeededRandom } from '../fixtures/seededRandom';
import { type UaeArea } from '../fixtures/uaeAreas';
import { propertyCategoryRef } from '../lookup/lookup.fixtures';

/** The categories listings are generated in: 1 Office, 2 Retail Shop, 5 Apartment, 6 Villa, 7 Townhouse. */
export type ListingCategoryId = 1 | 2 | 5 | 6 | 7;

/** Asking prices in AED per category: apartments and small commercial units, villas, townhouses. */
export const priceBands = {
  1: { min: 650_000, max: 4_500_000 },
  2: { min: 650_000, max: 4_500_000 },
  5: { min: 650_000, max: 4_500_000 },
  6: { min: 2_500_000, max: 25_000_000 },
  7: { min: 1_400_000, max: 6_000_000 },
} as const satisfies Record<ListingCategoryId, { min: number; max: number }>;

type SizeRange = readonly [bedrooms: number, weight: number, minSqft: number, maxSqft: number];

const sizesByCategory: Record<ListingCategoryId, readonly SizeRange[]> = {
  1: [[0, 1, 650, 5_000]],
  2: [[0, 1, 450, 3_000]],
  5: [[0, 10, 450, 600], [1, 30, 650, 950], [2, 30, 1_000, 1_500], [3, 20, 1_500, 2_200], [4, 10, 2_200, 3_200]],
  6: [[3, 15, 2_500, 3_500], [4, 30, 3_200, 4_800], [5, 30, 4_500, 6_500], [6, 15, 6_000, 9_000], [7, 10, 8_500, 12_000]],
  7: [[2, 25, 1_600, 2_000], [3, 50, 1_900, 2_600], [4, 25, 2_400, 3_200]],
};

const towerAdjectives = ['Spacious', 'Bright', 'Upgraded', 'Vacant', 'High-Floor', 'Corner', 'Brand New', 'Luxury', 'Well-Kept'] as const;
const houseAdjectives = ['Spacious', 'Upgraded', 'Vacant', 'Single-Row', 'Corner-Plot', 'Brand New', 'Luxury', 'Well-Kept'] as const;

/** Whether a category is a house (villa or townhouse) rather than a unit in a tower. */
export function isHouseCategory(categoryId: ListingCategoryId): boolean {
  return categoryId === 6 || categoryId === 7;
}

/** A category that fits the area: towers give apartments and commercial units, communities houses. */
export function categoryForArea(random: SeededRandom, area: UaeArea): ListingCategoryId {
  const towers: (readonly [ListingCategoryId, number])[] =
    area.towers.length > 0 ? [[5, 60], [1, 10], [2, 5]] : [];
  const houses: (readonly [ListingCategoryId, number])[] =
    area.villaCommunities.length > 0 ? [[6, 20], [7, 10]] : [];
  return weighted(random, [...towers, ...houses]);
}

/** The size, rooms, floor and asking price of one listing. */
export interface UnitLayout {
  readonly categoryId: ListingCategoryId;
  readonly categoryName: string;
  readonly bedrooms: number;
  readonly bathrooms: number;
  readonly rooms: number;
  /** Built-up area in sqft, 450 to 12,000. */
  readonly landArea: number;
  /** Asking price in AED, within the category's band, rounded to 5,000. */
  readonly amount: number;
  readonly floorNumber: string;
  readonly numOfFloors: number;
  readonly numOfElevators: number;
  readonly numOfParking: number;
}

/**
 * A layout for a listing of this category in this area, priced from the area's rate per sqft. A unit
 * inside a project passes the project's floor count so its floor number stays below the top.
 */
export function createUnitLayout(
  random: SeededRandom,
  categoryId: ListingCategoryId,
  area: UaeArea,
  floors?: number,
): UnitLayout {
  const [bedrooms, , minSqft, maxSqft] = weighted(
    random,
    sizesByCategory[categoryId].map((range) => [range, range[1]] as const),
  );
  const landArea = steppedInt(random, minSqft, maxSqft, 5);
  const house = isHouseCategory(categoryId);
  const baseRate = requireFound(house ? (area.villaRate ?? area.apartmentRate) : (area.apartmentRate ?? area.villaRate), `rate of ${area.name}`);
  const rate = baseRate * (categoryId === 2 ? 1.1 : categoryId === 1 ? 0.9 : 1) * (0.85 + random.next() * 0.35);
  const band = priceBands[categoryId];
  const amount = Math.min(band.max, Math.max(band.min, Math.round((landArea * rate) / 5_000) * 5_000));
  const numOfFloors = floors ?? (house ? random.int(2, 3) : random.int(12, 60));
  return {
    categoryId,
    categoryName: requireFound(propertyCategoryRef(categoryId).name, `name of category ${categoryId}`),
    bedrooms,
    bathrooms: categoryId === 1 ? random.int(1, 2) : categoryId === 2 ? 1 : bedrooms + 1,
    rooms: categoryId === 1 ? random.int(1, 6) : categoryId === 2 ? 1 : bedrooms + 2,
    landArea,
    amount,
    floorNumber: house ? `G+${numOfFloors - 1}` : categoryId === 2 ? 'Ground' : String(random.int(1, Math.max(1, numOfFloors - 1))),
    numOfFloors,
    numOfElevators: house ? random.int(0, 1) : random.int(2, 8),
    numOfParking: house ? random.int(2, 4) : categoryId === 2 ? 0 : random.int(1, 3),
  };
}

/** How a listing names its layout: 'Studio Apartment', '2BR Apartment', '5BR Villa', 'Office'. */
export function layoutLabel(layout: UnitLayout): string {
  if (layout.categoryId === 1 || layout.categoryId === 2) return layout.categoryName;
  if (layout.bedrooms === 0) return `Studio ${layout.categoryName}`;
  return `${layout.bedrooms}BR ${layout.categoryName}`;
}

/** The building or community a standalone listing of this layout sits in. */
export function placeFor(random: SeededRandom, layout: UnitLayout, area: UaeArea): string {
  return pickFrom(random, isHouseCategory(layout.categoryId) ? area.villaCommunities : area.towers);
}

/** A listing title: 'Spacious 2BR Apartment in Marina Gate'. */
export function listingTitle(random: SeededRandom, layout: UnitLayout, place: string): string {
  const adjective = random.pick(isHouseCategory(layout.categoryId) ? houseAdjectives : towerAdjectives);
  return `${adjective} ${layoutLabel(layout)} in ${place}`;
}

/** A street address: 'Unit 1704, Marina Gate, Dubai Marina, Dubai' or 'Villa 23, Saheel, Arabian Ranches, Dubai'. */
export function listingAddress(random: SeededRandom, layout: UnitLayout, place: string, area: UaeArea): string {
  const door = String(random.int(1, 24)).padStart(2, '0');
  const unit = isHouseCategory(layout.categoryId)
    ? `Villa ${random.int(1, 180)}`
    : layout.categoryId === 2
      ? `Shop G-${door}`
      : `${layout.categoryId === 1 ? 'Office' : 'Unit'} ${layout.floorNumber}${door}`;
  return `${unit}, ${place}, ${area.name}, ${area.city}`;
}

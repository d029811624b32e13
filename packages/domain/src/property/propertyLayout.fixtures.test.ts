import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../fixtures/seededRandom';
import { uaeAreaById } from '../fixtures/uaeAreas';
import {
  categoryForArea,
  createUnitLayout,
  isHouseCategory,
  layoutLabel,
  listingAddress,
  listingTitle,
  placeFor,
  priceBands,
  type ListingCategoryId,
} from './propertyLayout.fixtures';

const marina = uaeAreaById(3);
const ranches = uaeAreaById(8);
const palm = uaeAreaById(5);

describe('categoryForArea', () => {
  it('offers tower categories where there are towers and houses where there are communities', () => {
    const random = createSeededRandom(1);
    const draw = (areaId: number) => new Set(Array.from({ length: 300 }, () => categoryForArea(random, uaeAreaById(areaId))));
    expect(draw(3)).toEqual(new Set([1, 2, 5]));
    expect(draw(8)).toEqual(new Set([6, 7]));
    expect(draw(5)).toEqual(new Set([1, 2, 5, 6, 7]));
  });
});

describe('createUnitLayout', () => {
  const random = createSeededRandom(2);

  it('keeps every category within its price band and 450-12,000 sqft', () => {
    const categories: ListingCategoryId[] = [1, 2, 5, 6, 7];
    for (const categoryId of categories) {
      for (let index = 0; index < 100; index += 1) {
        const layout = createUnitLayout(random, categoryId, isHouseCategory(categoryId) ? palm : marina);
        expect(layout.amount).toBeGreaterThanOrEqual(priceBands[categoryId].min);
        expect(layout.amount).toBeLessThanOrEqual(priceBands[categoryId].max);
        expect(layout.landArea).toBeGreaterThanOrEqual(450);
        expect(layout.landArea).toBeLessThanOrEqual(12_000);
      }
    }
  });

  it('gives apartments studios to four bedrooms and villas three to seven, with a bathroom more', () => {
    const apartments = Array.from({ length: 300 }, () => createUnitLayout(random, 5, marina));
    expect(new Set(apartments.map((layout) => layout.bedrooms))).toEqual(new Set([0, 1, 2, 3, 4]));
    const villas = Array.from({ length: 300 }, () => createUnitLayout(random, 6, ranches));
    expect(new Set(villas.map((layout) => layout.bedrooms))).toEqual(new Set([3, 4, 5, 6, 7]));
    for (const layout of [...apartments, ...villas]) expect(layout.bathrooms).toBe(layout.bedrooms + 1);
    for (const villa of villas) expect(villa.floorNumber).toMatch(/^G\+[12]$/);
  });

  it('puts shops on the ground floor and keeps tower floors below the floor count given', () => {
    expect(createUnitLayout(random, 2, marina)).toMatchObject({ floorNumber: 'Ground', bathrooms: 1, numOfParking: 0 });
    for (let index = 0; index < 50; index += 1) {
      const layout = createUnitLayout(random, 1, marina, 3);
      expect(layout.numOfFloors).toBe(3);
      expect(Number(layout.floorNumber)).toBeLessThan(3);
    }
    expect(createUnitLayout(random, 5, marina, 1).floorNumber).toBe('1');
  });

  it('prices houses from the apartment rate where an area has no villa rate, and the reverse', () => {
    expect(createUnitLayout(random, 6, marina).amount).toBeGreaterThanOrEqual(priceBands[6].min);
    expect(createUnitLayout(random, 5, ranches).amount).toBeGreaterThanOrEqual(priceBands[5].min);
  });

  it('throws for an area without any rate', () => {
    expect(() => createUnitLayout(random, 5, { ...marina, apartmentRate: null, villaRate: null })).toThrow('rate of Dubai Marina');
  });
});

describe('titles and addresses', () => {
  const random = createSeededRandom(3);
  const layout = (categoryId: ListingCategoryId, bedrooms: number) => ({ ...createUnitLayout(random, categoryId, palm), bedrooms });

  it('labels studios, bedroom counts and commercial units', () => {
    expect(layoutLabel(layout(5, 0))).toBe('Studio Apartment');
    expect(layoutLabel(layout(5, 2))).toBe('2BR Apartment');
    expect(layoutLabel(layout(6, 5))).toBe('5BR Villa');
    expect(layoutLabel(layout(1, 0))).toBe('Office');
    expect(layoutLabel(layout(2, 0))).toBe('Retail Shop');
  });

  it('places houses in communities and units in towers, and addresses them that way', () => {
    const villa = layout(6, 4);
    const place = placeFor(random, villa, palm);
    expect(palm.villaCommunities).toContain(place);
    expect(listingAddress(random, villa, place, palm)).toMatch(new RegExp(`^Villa \\d+, ${place}, Palm Jumeirah, Dubai$`));
    expect(listingTitle(random, villa, place)).toMatch(new RegExp(`^[A-Za-z-]+( New)? 4BR Villa in ${place}$`));
    const apartment = layout(5, 1);
    const tower = placeFor(random, apartment, palm);
    expect(palm.towers).toContain(tower);
    expect(listingAddress(random, apartment, tower, palm)).toMatch(/^Unit \d+, /);
    expect(listingAddress(random, layout(1, 0), tower, palm)).toMatch(/^Office \d+, /);
    expect(listingAddress(random, layout(2, 0), tower, palm)).toMatch(/^Shop G-\d{2}, /);
  });
});

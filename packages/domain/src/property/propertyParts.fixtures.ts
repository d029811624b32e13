import { mediaTypes } from '../constants/mediaTypes';
import { mediaUrl, slugify } from '../fixtures/contactDetails';
import { chance, sampleOf, toRandom, type RandomSource } from '../fixtures/randomPicks';
import { requireFound } from '../fixtures/requireFound';
import { type SeededRandom } from '../fixtures/seededRandom';
import { locationHighlightTypePool, type Landmark, type UaeArea } from '../fixtures/uaeAreas';
import { amenityNames } from '../lookup/lookup.fixtures';
import {
  type Amenity,
  type LocationHighlight,
  type PaymentMilestone,
  type PaymentPlan,
  type PropertyMedia,
} from './propertyParts.schema';

/**
 * The id of the n-th (from 0) part of a parent record: parent 1001's parts are 100101, 100102...
 * Parts of different parents never share an id while a parent has fewer than 100 parts.
 */
export function partId(parentId: number, index: number): number {
  return parentId * 100 + index + 1;
}

/** Amenities only a house (villa or townhouse) has. */
const houseOnlyAmenities: readonly string[] = ['Private Garden', 'Private Pool'];

/** Options of {@link createAmenities}. */
export interface AmenityOptions {
  /** How many to pick. @default 3 to 7 */
  readonly count?: number;
  /** Whether the listing is a villa or townhouse; towers get no private garden or pool. @default false */
  readonly house?: boolean;
}

/** A handful of amenities from the amenities lookup, as `{id, name}`, in id order. */
export function createAmenities(source: RandomSource, { count, house = false }: AmenityOptions = {}): Amenity[] {
  const random = toRandom(source);
  const fitting = amenityNames
    .map((name, index) => ({ id: index + 1, name }))
    .filter((amenity) => house || !houseOnlyAmenities.includes(amenity.name));
  return sampleOf(random, fitting, count ?? random.int(3, 7)).sort((first, second) => first.id - second.id);
}

const photoSubjects = ['living-room', 'kitchen', 'master-bedroom', 'bathroom', 'balcony', 'view', 'pool', 'gym', 'lobby'] as const;

/**
 * The gallery of a listing: two to five photos named after its area and category, the first
 * featured, and now and then a video tour. Ids derive from the owner's id.
 */
export function createPropertyMedia(random: SeededRandom, ownerId: number, area: UaeArea, category: string): PropertyMedia[] {
  const prefix = `${slugify(area.name)}-${slugify(category)}`;
  const photos = sampleOf(random, photoSubjects, random.int(2, 5)).map((subject) => ({
    url: mediaUrl(`${prefix}-${subject}-${random.int(1, 4)}.jpg`),
    mediaType: { ...mediaTypes.image },
    type: 'image' as const,
    description: `${category} ${subject.replace(/-/g, ' ')}`,
  }));
  const video = chance(random, 0.25)
    ? [{ url: mediaUrl(`${prefix}-tour-${random.int(1, 3)}.mp4`), mediaType: { ...mediaTypes.video }, type: 'video' as const, description: 'Video tour' }]
    : [];
  return [...photos, ...video].map((item, index) => ({ id: partId(ownerId, index), isFeatured: index === 0, ...item }));
}

/** A payment plan whose name and milestone names and shares are always set. */
export type FixturePaymentPlan = Omit<PaymentPlan, 'name' | 'paymentMilestones'> & {
  name: string;
  paymentMilestones: (PaymentMilestone & { name: string; pct: number })[];
};

const readyPlanMilestones = [
  { name: 'Deposit', pct: 10, description: 'On signing the memorandum of understanding' },
  { name: 'On transfer', pct: 90, description: 'At the Land Department transfer' },
];

/**
 * The payment plan that matches a pre-handover share (20, 40, 50, 75 or 100 percent): a down
 * payment, instalments during construction, and the rest on handover. A ready unit (`ready`) is
 * bought with a deposit and the balance on transfer. Milestones add up to 100.
 */
export function createPaymentPlan(
  random: SeededRandom,
  ownerId: number,
  preHandoverPct: number,
  ready = false,
): FixturePaymentPlan {
  const resaleAvailablePCT = random.pick([30, 40, 50] as const);
  const note = chance(random, 0.5) ? 'Dubai Land Department fee of 4% is due on signing.' : null;
  if (ready) {
    return {
      id: partId(ownerId, 0),
      name: 'Cash or mortgage purchase',
      resaleAvailablePCT,
      note,
      paymentMilestones: readyPlanMilestones.map((milestone, index) => ({ id: partId(ownerId, index), ...milestone, paymentSchedule: [] })),
    };
  }
  const downPayment = Math.min(preHandoverPct, preHandoverPct <= 20 ? 20 : 10);
  const duringConstruction = preHandoverPct - downPayment;
  const onHandover = 100 - preHandoverPct;
  const milestones = [
    { name: 'Down payment', pct: downPayment, description: 'On signing the sale and purchase agreement' },
    { name: 'During construction', pct: duringConstruction, description: 'In quarterly instalments linked to progress' },
    { name: 'On handover', pct: onHandover, description: 'On completion and key handover' },
  ].filter((milestone) => milestone.pct > 0);
  return {
    id: partId(ownerId, 0),
    name: onHandover === 0 ? 'Full payment before handover' : `${preHandoverPct}/${onHandover} Payment Plan`,
    resaleAvailablePCT,
    note,
    paymentMilestones: milestones.map((milestone, index) => ({ id: partId(ownerId, index), ...milestone, paymentSchedule: [] })),
  };
}

/** The rich-text summary of a payment plan, as the form's paymentPlanDetails editor holds it. */
export function paymentPlanDetailsOf(plan: FixturePaymentPlan): string {
  const items = plan.paymentMilestones.map((milestone) => `<li>${milestone.pct}% ${milestone.name}</li>`);
  return `<p><strong>${plan.name}</strong></p><ul>${items.join('')}</ul>`;
}

/** A location highlight for a landmark, typed with the highlight types lookup. */
export function highlightOf(landmark: Landmark, id: number): LocationHighlight {
  const type = requireFound(
    locationHighlightTypePool.find((candidate) => candidate.id === landmark.typeId),
    `location highlight type ${landmark.typeId}`,
  );
  return {
    id,
    label: landmark.label,
    latitude: landmark.latitude,
    longitude: landmark.longitude,
    highlightsType: { id: type.id, name: type.name, description: type.description },
  };
}

/** A few highlights of the landmarks around an area, with ids derived from the owner's id. */
export function createLocationHighlights(random: SeededRandom, ownerId: number, area: UaeArea, count: number): LocationHighlight[] {
  return sampleOf(random, area.landmarks, count).map((landmark, index) => highlightOf(landmark, partId(ownerId, index)));
}

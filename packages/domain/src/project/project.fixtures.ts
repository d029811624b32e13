import { type ConstructionStatusId } from '../constants/constructionStatus';
import { mediaUrl, slugify } from '../fixtures/contactDetails';
import { quarterOf, randomDate } from '../fixtures/fixtureDates';
import { floatBetween, steppedInt, toRandom, weighted, type RandomSource } from '../fixtures/randomPicks';
import { requireFound } from '../fixtures/requireFound';
import { type SeededRandom } from '../fixtures/seededRandom';
import { pointNear, projectTemplates, uaeAreaById, type ProjectTemplate, type UaeArea } from '../fixtures/uaeAreas';
import {
  areaRef,
  constructionStatusRef,
  furnishingStatusNames,
  listingStatusRef,
  namedRef,
  propertyTypeRefFor,
  saleTypeNames,
} from '../lookup/lookup.fixtures';
import {
  createAmenities,
  createLocationHighlights,
  createPaymentPlan,
  paymentPlanDetailsOf,
} from '../property/propertyParts.fixtures';
import { type Project } from './project.schema';

/** What a project depends on beyond its own fields. */
export interface ProjectFixtureContext {
  /** The development to build: name, area and unit category. @default a random template */
  readonly template?: ProjectTemplate;
  /** The developer account (roleId 3) behind the project. @default a random id */
  readonly developerId?: number;
  /** @default mostly Under Construction, some Newly Launched, Planned, Completed, Delayed or On Hold */
  readonly constructionStatusId?: ConstructionStatusId;
}

/** A completion percentage that fits a construction status: 0 when planned, 100 when completed. */
export function completionFor(random: SeededRandom, status: ConstructionStatusId): number {
  const ranges: Record<ConstructionStatusId, readonly [number, number]> = {
    1: [0, 0],
    2: [20, 85],
    3: [100, 100],
    4: [35, 70],
    5: [25, 60],
    6: [0, 40],
    7: [0, 10],
  };
  const [min, max] = ranges[status];
  return random.int(min, max);
}

/** The build-out of a development: towers of apartments, or a community of villas or townhouses. */
function buildOut(random: SeededRandom, template: ProjectTemplate, area: UaeArea) {
  if (template.categoryId === 5) {
    const buildings = random.int(1, 4);
    return {
      numOfBuildings: buildings,
      numOfFloors: random.int(18, 60),
      numOfElevators: buildings * random.int(4, 6),
      numOfParking: steppedInt(random, 200, 900, 10),
      landArea: steppedInt(random, 30_000, 120_000, 500),
      amount: Math.max(650_000, steppedInt(random, 550, 700, 10) * requireFound(area.apartmentRate, `apartment rate of ${area.name}`)),
    };
  }
  const homes = random.int(40, 260);
  const minimum = template.categoryId === 6 ? 2_500_000 : 1_400_000;
  return {
    numOfBuildings: homes,
    numOfFloors: random.int(2, 3),
    numOfElevators: 0,
    numOfParking: homes * 2,
    landArea: steppedInt(random, 500_000, 2_500_000, 5_000),
    amount: Math.max(minimum, steppedInt(random, 1_800, 3_200, 100) * requireFound(area.villaRate, `villa rate of ${area.name}`)),
  };
}

/**
 * An approved developer project (listing status 1) in Dubai or Abu Dhabi: starting price in AED,
 * build-out, completion matching its construction status, handover in 2025-2026, payment plan,
 * amenities and three or four location highlights of real landmarks nearby.
 */
export function createProject(
  source: RandomSource,
  overrides: Partial<Project> = {},
  context: ProjectFixtureContext = {},
): Project {
  const random = toRandom(source);
  const id = overrides.id ?? random.int(1, 99_999);
  const template = context.template ?? random.pick(projectTemplates);
  const area = uaeAreaById(template.areaId);
  const status =
    context.constructionStatusId ??
    weighted<ConstructionStatusId>(random, [[2, 40], [7, 20], [1, 10], [3, 15], [4, 10], [5, 5]]);
  const handoverDate = status === 3 ? randomDate(random, '2025-01-01', '2025-12-31') : randomDate(random, '2026-01-01', '2026-12-31');
  const preHandover = weighted(random, [[20, 1], [40, 4], [50, 3], [75, 1], [100, 1]] as const);
  const plan = createPaymentPlan(random, id, preHandover);
  const build = buildOut(random, template, area);
  return {
    id,
    name: template.name,
    address: `${template.name}, ${area.name}, ${area.city}`,
    description: `<p>${template.name} brings ${template.categoryId === 5 ? 'residences with panoramic views' : 'family homes with private gardens'} to ${area.name}, close to schools, shopping and the main highways.</p>`,
    mainImageURL: mediaUrl(`project-${slugify(template.name)}.jpg`),
    handoverDate,
    handoverQta: quarterOf(handoverDate),
    saleStartDate: randomDate(random, '2025-01-01', '2025-09-30'),
    completePCT: completionFor(random, status),
    ...build,
    ownerShip: 'Freehold',
    roi: floatBetween(random, 5, 8.5, 1),
    preHandoverPaymentPCT: preHandover,
    paymentPlanDetails: paymentPlanDetailsOf(plan),
    ...pointNear(random, area, 0.004),
    constructionStatus: constructionStatusRef(status),
    area: areaRef(area.id),
    saleType: namedRef(saleTypeNames, 1),
    propertyFurnishingStatus: namedRef(furnishingStatusNames, 1),
    projectType: propertyTypeRefFor(template.categoryId),
    amenitiesEntities: createAmenities(random, { count: random.int(5, 9), house: template.categoryId !== 5 }),
    locationHighlights: createLocationHighlights(random, id, area, random.int(3, 4)),
    developerId: context.developerId ?? random.int(1, 99_999),
    listingStatus: listingStatusRef(1),
    ...overrides,
  };
}

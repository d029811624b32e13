import { roleIds } from '../constants/roles';
import { mediaUrl, registrationNumber, slugify, uaeLandlineNumber, uaeMobileNumber } from '../fixtures/contactDetails';
import { randomDateTime } from '../fixtures/fixtureDates';
import { chance, pickFrom, sampleOf, toRandom, type RandomSource } from '../fixtures/randomPicks';
import { uaeAreas } from '../fixtures/uaeAreas';
import { agencyNamePool, type CompanyIdentity } from '../fixtures/uaeData';
import { type AgencyProfile, type ServiceArea } from './agencyProfile.schema';

/** What an agency profile depends on beyond its own fields. */
export interface AgencyProfileFixtureContext {
  /**
   * The agency's name, web domain and city; its e-mails, links and images derive from them.
   * @default a random invented agency
   */
  readonly agency?: CompanyIdentity;
}

/** Service areas of the fixtures, in the shape of the profile's `areas`: the areas lookup's ids and names. */
export function serviceAreasOf(areaIds: readonly number[]): ServiceArea[] {
  return uaeAreas.filter((area) => areaIds.includes(area.id)).map((area) => ({ id: area.id, serviceArea: area.name }));
}

/**
 * An agency account (roleId 4) with a complete profile: contact numbers, business e-mail, DED
 * licence, RERA office (ORN) and broker (BRN) numbers, social links, logo and cover under
 * /api/media, and two to five service areas in its emirate.
 */
export function createAgencyProfile(
  source: RandomSource,
  overrides: Partial<AgencyProfile> = {},
  context: AgencyProfileFixtureContext = {},
): AgencyProfile {
  const random = toRandom(source);
  const agency = context.agency ?? random.pick(agencyNamePool);
  const slug = slugify(agency.name);
  const localAreas = uaeAreas.filter((area) => area.city === agency.city);
  const office = pickFrom(random, localAreas);
  const website = `https://www.${agency.domain}`;
  const mobile = uaeMobileNumber(random);
  return {
    id: random.int(1, 99_999),
    roleId: roleIds.AGENCY,
    userId: random.int(1, 99_999),
    loginId: random.int(7_000, 7_999),
    name: agency.name,
    email: `admin@${agency.domain}`,
    mobileNumber: mobile,
    businessEmail: `info@${agency.domain}`,
    address: `Office ${random.int(101, 2405)}, ${office.name}, ${agency.city}`,
    city: agency.city,
    zipCode: '00000',
    industryStartYear: random.int(2002, 2021),
    description: `${agency.name} is a RERA-registered brokerage helping buyers, sellers and investors across ${agency.city} since its founding, with a focus on ready and off-plan homes.`,
    contactNumber1: uaeLandlineNumber(random, agency.city),
    contactNumber2: chance(random, 0.6) ? uaeMobileNumber(random) : null,
    whatsappNumber: mobile,
    webUrl: website,
    website,
    ded: registrationNumber(random, 7),
    bRN: registrationNumber(random, 5),
    orn: registrationNumber(random, 5),
    facebookUrl: `https://www.facebook.com/${slug}`,
    youtubeUrl: chance(random, 0.5) ? `https://www.youtube.com/@${slug}` : null,
    instagramUrl: `https://www.instagram.com/${slug.replace(/-/g, '')}`,
    linkedinUrl: `https://www.linkedin.com/company/${slug}`,
    xurl: chance(random, 0.6) ? `https://x.com/${slug.replace(/-/g, '')}` : null,
    profilePicture: mediaUrl(`${slug}-logo.jpg`),
    coverImageURL: mediaUrl(`${slug}-cover.jpg`),
    isActive: true,
    lastLoginDate: randomDateTime(random, '2026-10-01'),
    loginAttempts: 0,
    propertyUpdates: true,
    pushNotifications: chance(random, 0.7),
    emailAlerts: true,
    dnd: false,
    themePreference: 'light',
    languagePreference: 'en',
    status: 'ACTIVE',
    areas: serviceAreasOf(sampleOf(random, localAreas, random.int(2, 5)).map((area) => area.id)),
    ...overrides,
  };
}

import { roleIds } from '../constants/roles';
import { createPerson, mediaUrl, slugify, uaeLandlineNumber } from '../fixtures/contactDetails';
import { toRandom, type RandomSource } from '../fixtures/randomPicks';
import { developerCompanyPool, uaeCountry, type CompanyIdentity } from '../fixtures/uaeData';
import { type Developer } from './developer.schema';

/** What a developer account depends on beyond its own fields. */
export interface DeveloperFixtureContext {
  /**
   * The developer company: name, web domain and city.
   * @default a random invented developer
   */
  readonly company?: CompanyIdentity;
}

/** A developer account (roleId 3): a company, its contact person, phone, sales e-mail, city and logo. */
export function createDeveloper(
  source: RandomSource,
  overrides: Partial<Developer> = {},
  context: DeveloperFixtureContext = {},
): Developer {
  const random = toRandom(source);
  const company = context.company ?? random.pick(developerCompanyPool);
  const contact = createPerson(random, { arabicScriptShare: 0 });
  return {
    id: random.int(1, 99_999),
    roleId: roleIds.DEVELOPER,
    firstName: contact.firstName,
    lastName: contact.lastName,
    companyName: company.name,
    phone: uaeLandlineNumber(random, company.city),
    businessEmail: `sales@${company.domain}`,
    city: company.city,
    country: uaeCountry,
    profileImageURL: mediaUrl(`developer-${slugify(company.name)}.jpg`),
    ...overrides,
  };
}

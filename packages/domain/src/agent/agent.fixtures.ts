import { roleIds } from '../constants/roles';
import { type AgentApprovalFlags } from '../constants/agentApproval';
import { serviceAreasOf } from '../agencyProfile/agencyProfile.fixtures';
import {
  createPerson,
  emailLocalPart,
  mediaUrl,
  personalEmail,
  registrationNumber,
  slugify,
  uaeMobileNumber,
} from '../fixtures/contactDetails';
import { chance, sampleOf, toRandom, weighted, type RandomSource } from '../fixtures/randomPicks';
import { type SeededRandom } from '../fixtures/seededRandom';
import { uaeAreas } from '../fixtures/uaeAreas';
import {
  agentJobTitles,
  agentLanguagePool,
  agentSpecializations,
  nationalities,
  uaeCities,
  uaeCountry,
} from '../fixtures/uaeData';
import { type Agent, type AgentLanguage } from './agent.schema';

/** The agency an agent works for, when they have one. */
export interface AgentAgency {
  readonly name: string;
  /** The agency's mail domain, for the agent's business e-mail. */
  readonly domain: string;
}

/** What the agent's account depends on beyond its own fields. */
export interface AgentFixtureContext {
  /** The agency the agent belongs to: sets companyName, business e-mail and isHasAgency. */
  readonly agency?: AgentAgency;
}

type ApprovalState = 'approved' | 'pending' | 'rejected' | 'unknown';

const approvalFlags: Record<ApprovalState, AgentApprovalFlags> = {
  approved: { isApproved: true, isRejected: false },
  pending: { isApproved: null, isRejected: null },
  rejected: { isApproved: false, isRejected: true },
  // A server that never set the flag: the agent list shows Unknown.
  unknown: { isApproved: undefined, isRejected: undefined },
};

/** English first (every agent speaks it), then up to two more languages. */
function languagesOf(random: SeededRandom): AgentLanguage[] {
  const [english, ...others] = agentLanguagePool;
  return [english, ...sampleOf(random, others, random.int(0, 2))].map(({ id, language }) => ({ id, language }));
}

/**
 * An agent account (roleId 5): name, RERA broker number, contact details, social links, portrait
 * and cover under /api/media, languages, service areas and an approval state (mostly approved; some
 * pending, rejected or never set). Without an agency in the context the agent is independent.
 */
export function createAgent(
  source: RandomSource,
  overrides: Partial<Agent> = {},
  { agency }: AgentFixtureContext = {},
): Agent {
  const random = toRandom(source);
  const person = createPerson(random, { arabicScriptShare: 0.15 });
  const city = random.pick(uaeCities);
  const slug = slugify(`${person.latinFirstName} ${person.latinLastName}`);
  const mobile = uaeMobileNumber(random);
  const approval = agency
    ? 'approved'
    : weighted<ApprovalState>(random, [['approved', 75], ['pending', 12], ['rejected', 8], ['unknown', 5]]);
  const localAreas = uaeAreas.filter((area) => area.city === city);
  return {
    id: random.int(1, 99_999),
    roleId: roleIds.AGENT,
    firstName: person.firstName,
    lastName: person.lastName,
    jobTitle: chance(random, 0.85) ? random.pick(agentJobTitles) : null,
    companyName: agency?.name ?? null,
    brn: registrationNumber(random, 5),
    city,
    country: uaeCountry,
    businessEmail: agency ? `${emailLocalPart(person)}@${agency.domain}` : null,
    email: personalEmail(random, person),
    phone: mobile,
    contactNumber2: chance(random, 0.3) ? uaeMobileNumber(random) : null,
    whatsAppNumber: mobile,
    webURL: null,
    facebookURL: chance(random, 0.4) ? `https://www.facebook.com/${slug}` : null,
    instagramURL: chance(random, 0.6) ? `https://www.instagram.com/${slug.replace(/-/g, '.')}` : null,
    linkedinURL: chance(random, 0.8) ? `https://www.linkedin.com/in/${slug}` : null,
    youtubeURL: null,
    xurl: null,
    profileImageURL: mediaUrl(`agent-${slug}.jpg`),
    coverImageURL: chance(random, 0.5) ? mediaUrl(`agent-cover-${random.int(1, 6)}.jpg`) : null,
    industryStartYear: random.int(2006, 2024),
    specialization: random.pick(agentSpecializations),
    nationality: random.pick(nationalities),
    description: `${person.latinFirstName} helps buyers and investors find homes in ${city}, from ready apartments to off-plan launches.`,
    languages: languagesOf(random),
    serviceAreas: serviceAreasOf(sampleOf(random, localAreas, random.int(1, 4)).map((area) => area.id)),
    ...approvalFlags[approval],
    isActive: chance(random, 0.92),
    isHasAgency: agency !== undefined,
    ...overrides,
  };
}

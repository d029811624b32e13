import { createPerson, emailLocalPart, mediaUrl, slugify, uaeLocalMobileNumber } from '../fixtures/contactDetails';
import { randomDateTime } from '../fixtures/fixtureDates';
import { chance, toRandom, type RandomSource } from '../fixtures/randomPicks';
import { teamMemberTitles } from '../fixtures/uaeData';
import { type TeamMember } from './teamMember.schema';

/** Options of {@link createTeamMember}. */
export interface TeamMemberFixtureOptions {
  /**
   * The agency's mail domain the member's work address uses.
   * @default 'marinahomes.ae'
   */
  readonly emailDomain?: string;
}

/**
 * A member of an agency's team: a name, a title, a work e-mail, a ten-digit local mobile (so the
 * edit form accepts it as it is), a portrait under /api/media and a 'member since' date.
 */
export function createTeamMember(
  source: RandomSource,
  overrides: Partial<TeamMember> = {},
  { emailDomain = 'marinahomes.ae' }: TeamMemberFixtureOptions = {},
): TeamMember {
  const random = toRandom(source);
  const person = createPerson(random, { arabicScriptShare: 0.15 });
  return {
    id: random.int(1, 99_999),
    name: person.fullName,
    title: random.pick(teamMemberTitles),
    email: chance(random, 0.9) ? `${emailLocalPart(person)}@${emailDomain}` : null,
    mobile: chance(random, 0.85) ? uaeLocalMobileNumber(random) : null,
    imgUrl: mediaUrl(`team-${slugify(`${person.latinFirstName} ${person.latinLastName}`)}.jpg`),
    created: randomDateTime(random),
    ...overrides,
  };
}

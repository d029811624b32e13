import { createSeededRandom, createTeamMember } from '@marketplace/domain/fixtures';
import type { TeamMember } from '@marketplace/domain';

/** `count` members from the domain's factory, with ids 1..count so tests can name them. */
export function teamMembers(count: number, seed = 15): TeamMember[] {
  const random = createSeededRandom(seed);
  return Array.from({ length: count }, (_, index) => createTeamMember(random, { id: index + 1 }));
}

/** Members at the edge of what the form accepts: a 200-character name, an Arabic name, a plus-sign e-mail on a subdomain. */
export function edgeCaseMembers(seed = 15): TeamMember[] {
  const [first, second, third, ...rest] = teamMembers(10, seed);
  if (!first || !second || !third) throw new Error('the factory gave too few members');
  return [
    { ...first, name: `${'Alexandra Katharina '.repeat(10)}`.trim().padEnd(200, 'x') },
    { ...second, name: 'سارة بنت عبد الله المنصوري', title: 'مديرة المبيعات' },
    { ...third, email: 'layla.haddad+leasing@mail.dubai.marinahomes.ae', title: 'Senior Leasing Consultant and Client Relationship Manager' },
    ...rest,
  ];
}

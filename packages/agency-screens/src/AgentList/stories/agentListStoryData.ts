import type { Agent, Property } from '@marketplace/domain';
import { createAgent, createProperty, createSeedData, createSeededRandom } from '@marketplace/domain/fixtures';

let seed: ReturnType<typeof createSeedData> | undefined;
const seedData = () => (seed ??= createSeedData());

/** Every agent of the sandbox's seed (deterministic): four pages of the list. */
export const seedAgents = (): readonly Agent[] => seedData().agents;

/** The seed's properties of an agent, as the profile's Listed Properties shows them. */
export function propertiesOf(agentId: number): readonly Property[] {
  return seedData()
    .properties.filter((item) => item.agentId === agentId)
    .map(({ property }) => property);
}

/** The seed's first agent with listed properties, and those properties. */
export function agentWithProperties(): { agent: Agent; properties: readonly Property[] } {
  for (const agent of seedAgents()) {
    const properties = propertiesOf(agent.id);
    if (properties.length > 0) return { agent, properties };
  }
  throw new Error('The seed has no agent with listed properties');
}

/** An agent with a name written in Arabic script, as the seed makes some. */
export function arabicNamedAgent(): Agent {
  const found = seedAgents().find((agent) => /[\u0600-\u06ff]/.test(agent.firstName ?? ''));
  if (!found) throw new Error('The seed has no agent with an Arabic name');
  return found;
}

const longFirst = 'Sheikha Mariam Abdulrahman Mohammed Khalifa Rashid Saeed Obaid Hamad Sultan Juma Ahmed Saif Butti Ali';
const longLast = 'Al Qasimi Al Mansoori Al Nahyan Al Maktoum Al Falasi Al Suwaidi Al Dhaheri Al Ketbi Al Mazrouei Al Shamsi';

/** 200 characters of name, company and e-mail: they must truncate in the table and wrap in the profile, never overflow. */
export function longContentAgents(count = 25): readonly Agent[] {
  const random = createSeededRandom(15);
  const name = `${longFirst} ${longLast}`;
  if (name.length < 200) throw new Error('The long name is meant to be at least 200 characters');
  return Array.from({ length: count }, (_, index) =>
    createAgent(random, {
      id: 90_000 + index,
      firstName: longFirst,
      lastName: longLast,
      companyName: 'Emirates International Luxury Waterfront Residences and Commercial Property Brokerage Holdings L.L.C.',
      businessEmail: 'sheikha.mariam.abdulrahman.almansoori.property.investments@corporate-holdings-international.ae',
      city: 'Ras Al Khaimah',
    }),
  );
}

/** A property whose description arrives as rich text with a script and an image that must never run or load. */
export function richTextProperty(): Property {
  return createProperty(createSeededRandom(16), {
    id: 77_001,
    name: 'Marina Loft with a <b>bold</b> name',
    description:
      '<p>Bright loft on the <strong>marina</strong>.</p><script>window.__agentListInjected = true</script>' +
      '<img src="x" onerror="window.__agentListInjected = true"><ul><li>Sea view</li><li>Gym</li></ul>',
    listingStatus: { id: 8, name: 'Pending' },
    amount: 1_250_000.5,
  });
}

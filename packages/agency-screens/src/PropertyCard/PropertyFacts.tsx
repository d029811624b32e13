import type { Property } from '@marketplace/domain';
import * as styles from './PropertyCard.css';
import { usePropertyCardMessages } from '../messages';

/** Rooms, bedrooms, bathrooms and the area in sqft; a count the listing lacks shows '-', a zero shows 0. */
export function PropertyFacts({ property }: { property: Property }) {
  const messages = usePropertyCardMessages();
  const count = (value: number | null | undefined) => (value == null || !Number.isFinite(value) ? messages.notGiven : String(value));
  const area = property.landArea;
  const facts = [
    [messages.rooms, count(property.numOfRooms)],
    [messages.bedrooms, count(property.numOfBedrooms)],
    [messages.bathrooms, count(property.numOfBathrooms)],
    [messages.area, area == null || !Number.isFinite(area) || area <= 0 ? messages.notGiven : messages.areaValue(area)],
  ] as const;
  return (
    <dl className={styles.facts} aria-label={messages.factsLabel}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

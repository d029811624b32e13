import { isValidImageUrl, type Property } from '@marketplace/domain';
import { Image } from '@marketplace/ui';
import { Component, type ReactNode } from 'react';
import { useAgentListMessages } from '../../messages';
import { valueLine } from '../../shared/userText.css';
import * as styles from './AgentDialogs.css';

export interface ListedPropertiesProps {
  properties: readonly Property[];
  onOpen: (property: Property) => void;
  mediaUrl: (value: string) => string;
  formatPrice: (amount: number) => string;
}

/** The profile's Listed Properties: a card per property, each a button that opens its details. */
export function ListedProperties({ properties, onOpen, mediaUrl, formatPrice }: ListedPropertiesProps) {
  const copy = useAgentListMessages();
  return (
    <ul className={styles.propertyGrid}>
      {properties.map((property) => (
        <li key={property.id}>
          <CardBoundary fallback={<p className={styles.mutedText}>{copy.propertyCardError}</p>}>
            <PropertyCard property={property} onOpen={onOpen} mediaUrl={mediaUrl} formatPrice={formatPrice} />
          </CardBoundary>
        </li>
      ))}
    </ul>
  );
}

interface PropertyCardProps {
  property: Property;
  onOpen: (property: Property) => void;
  mediaUrl: (value: string) => string;
  formatPrice: (amount: number) => string;
}

function PropertyCard({ property, onOpen, mediaUrl, formatPrice }: PropertyCardProps) {
  const copy = useAgentListMessages();
  const name = property.name?.trim() || copy.notProvided;
  const image = property.mainImageURL && isValidImageUrl(property.mainImageURL) ? mediaUrl(property.mainImageURL.trim()) : undefined;
  return (
    <button type="button" className={styles.propertyCard} onClick={() => onOpen(property)}>
      {/* Decorative: the card is named by the property's name below it. */}
      <Image src={image} alt="" aspectRatio="4 / 3" className={styles.galleryImage} />
      <span dir="auto" className={styles.cardName}>
        {name}
      </span>
      <span dir="auto" className={`${styles.mutedText} ${valueLine}`}>
        {property.amount != null ? formatPrice(property.amount) : copy.notProvided}
      </span>
    </button>
  );
}

interface CardBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** A card that throws while rendering shows 'Error loading property details' (spec 2 section 8); its neighbours stay. */
class CardBoundary extends Component<CardBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

import { canManageFaqs } from '@marketplace/domain';
import { Icon, Image, Link, PlainButton } from '@marketplace/ui';
import { memo } from 'react';
import { ConstructionChip } from './ConstructionChip';
import * as styles from './PropertyCard.css';
import type { PropertyCardProps } from './propertyCardProps';
import { PropertyFacts } from './PropertyFacts';
import { PropertyRibbons } from './PropertyRibbons';
import { RejectionReason } from './RejectionReason';
import { usePropertyCardMessages } from '../messages';

const fill = { inlineSize: '100%', blockSize: '100%' } as const;

/**
 * One listing of the review lists (spec 3 section 2.9): the picture with its status ribbons and
 * construction chip, name ('Untitled Property' when blank), AED price and ROI, address, rooms,
 * bedrooms, bathrooms and sqft, the project box of a project unit, the expandable rejection reason,
 * and Manage FAQs (public listings only), Edit and Delete. Every server string is rendered as text.
 * The picture loads lazily in a box of fixed ratio, so nothing moves when it arrives; a missing or
 * broken one shows a placeholder (spec 3 section 8).
 */
export const PropertyCard = memo(function PropertyCard({ property, imageUrl, editHref, onDelete, onOpenFaqs, onIntent, headingLevel = 2 }: PropertyCardProps) {
  const messages = usePropertyCardMessages();
  const name = property.name?.trim() || messages.untitled;
  const Heading = `h${headingLevel}` as const;
  const amount = property.amount;
  const roi = property.roi;
  const address = property.address?.trim();
  const projectName = property.project?.name?.trim();
  const showsFaqs = onOpenFaqs !== undefined && canManageFaqs(property.listingStatus?.id);
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.media}>
        {/* A missing or broken picture becomes ui's placeholder box, of the same size. */}
        <Image
          className={styles.image}
          src={imageUrl}
          alt={messages.imageAlt(name)}
          width={styles.imageWidth}
          height={styles.imageHeight}
          // The attributes reserve the ratio; the box itself fills the card's media area.
          style={fill}
          loading="lazy"
          decoding="async"
        />
        <PropertyRibbons property={property} />
        <ConstructionChip statusId={property.constructionStatus?.id} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <bdi>{name}</bdi>
        </Heading>
        <div className={styles.priceRow}>
          <p className={styles.price}>
            {amount != null && Number.isFinite(amount) ? <bdi>{messages.price(amount)}</bdi> : <span className={styles.muted}>{messages.priceMissing}</span>}
          </p>
          <span className={roi != null && Number.isFinite(roi) ? undefined : styles.muted}>
            {roi != null && Number.isFinite(roi) ? messages.roi(roi) : messages.roiMissing}
          </span>
        </div>
        {address ? (
          <p className={styles.address}>
            <bdi>{address}</bdi>
          </p>
        ) : null}
        <PropertyFacts property={property} />
        {projectName ? (
          <p className={styles.projectBox}>
            <strong>{messages.project}: </strong>
            <bdi>{projectName}</bdi>
          </p>
        ) : null}
        <RejectionReason property={property} />
        <div className={styles.actions}>
          {showsFaqs ? (
            <PlainButton variant="secondary" size="small" aria-label={messages.manageFaqsOf(name)}
              onClick={() => onOpenFaqs(property)}
              onPointerEnter={onIntent}
              onFocus={onIntent}
            >
              {messages.manageFaqs}
            </PlainButton>
          ) : null}
          {editHref ? (
            <Link href={editHref} variant="standalone" aria-label={messages.editOf(name)}>
              {messages.edit}
            </Link>
          ) : null}
          <PlainButton variant="danger" size="small" aria-label={messages.deleteOf(name)}
            onClick={() => onDelete(property)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
          >
            <Icon name="trash" size="small" /> {messages.delete}
          </PlainButton>
        </div>
      </div>
    </article>
  );
});

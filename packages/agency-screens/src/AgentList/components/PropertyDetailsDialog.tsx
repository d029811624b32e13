import { isValidImageUrl, mediaKindOf, type Property } from '@marketplace/domain';
import { Badge, Button, Dialog, Image, Modal, Stack, Text, useImageSourceFilter } from '@marketplace/ui';
import { useMemo } from 'react';
import { Detail, Section } from './DialogParts';
import { ListingStatusBadge } from './agentBadges';
import { richTextToPlainText } from '../richTextToPlainText';
import { useAgentListMessages, useCommonMessages } from '../../messages';
import { valueLine } from '../../shared/userText.css';
import * as styles from './AgentDialogs.css';

export interface PropertyDetailsDialogProps {
  /** The property shown; kept by the caller while the dialog animates out after closing. */
  property: Property | undefined;
  isOpen: boolean;
  onClose: () => void;
  mediaUrl: (value: string) => string;
  formatPrice: (amount: number) => string;
  formatDate: (value: string) => string;
}

/** The gallery's items: the main image first, then the property's media, each address once, refused addresses left out. */
function galleryOf(property: Property, mediaUrl: (value: string) => string) {
  const items: { url: string; kind: 'image' | 'video' }[] = [];
  const seen = new Set<string>();
  const add = (value: string | null | undefined, kind: 'image' | 'video') => {
    const text = value?.trim() ?? '';
    if (!isValidImageUrl(text) || seen.has(text)) return;
    seen.add(text);
    items.push({ url: mediaUrl(text), kind });
  };
  add(property.mainImageURL, 'image');
  for (const media of property.propertyMedia ?? []) add(media.url, media.type ?? mediaKindOf(media.mediaType.id));
  return items;
}

/**
 * The Property details dialog over an agent's profile (spec 2 sections 2.2 and 4): listing status,
 * media gallery, details (type, bedrooms, bathrooms, parking, floor, total rooms), amenities, the
 * description as text, the price in US dollars and the listed date.
 */
export function PropertyDetailsDialog({ property, isOpen, onClose, mediaUrl, formatPrice, formatDate }: PropertyDetailsDialogProps) {
  const copy = useAgentListMessages();
  const labels = copy.property;
  const common = useCommonMessages();
  // A video from a host the picture policy does not allow is not requested: its place shows the fallback picture.
  const allowedSource = useImageSourceFilter();
  const gallery = useMemo(() => (property ? galleryOf(property, mediaUrl) : []), [property, mediaUrl]);
  const description = useMemo(() => (property?.description ? richTextToPlainText(property.description) : ''), [property]);
  const name = property?.name?.trim() || copy.notProvided;
  const count = (value: number | string | null | undefined) => (value == null || value === '' ? copy.notProvided : String(value));

  return (
    <Modal isOpen={isOpen && property !== undefined} onOpenChange={(open) => (open ? undefined : onClose())} size="large">
      <Dialog
        title={labels.title}
        closeLabel={common.close}
        footer={
          <Button variant="secondary" onPress={onClose}>
            {labels.close}
          </Button>
        }
      >
        {property ? (
          <Stack gap="xlarge">
            <Stack gap="xsmall" minInlineSize={0}>
              <Text as="p" size="large" weight="semibold" dir="auto" className={styles.definition}>
                {name}
              </Text>
              {property.address ? (
                <Text as="p" tone="muted" dir="auto" className={valueLine}>
                  {property.address}
                </Text>
              ) : null}
              <div>
                <ListingStatusBadge status={property.listingStatus} />
              </div>
            </Stack>

            <dl className={styles.details}>
              <Detail term={labels.price}>{property.amount != null ? formatPrice(property.amount) : copy.notProvided}</Detail>
              <Detail term={labels.listedDate}>{property.addedOnDate ? formatDate(property.addedOnDate) : copy.notProvided}</Detail>
            </dl>

            <Section title={labels.gallery}>
              {gallery.length === 0 ? (
                <p className={styles.mutedText}>{labels.noMedia}</p>
              ) : (
                <ul className={styles.gallery}>
                  {gallery.map((item, index) => (
                    <li key={item.url}>
                      {item.kind === 'video' && allowedSource(item.url) ? (
                        // The server stores a video's file alone (spec 2 section 3): there is no caption track to offer.
                        // eslint-disable-next-line jsx-a11y/media-has-caption
                        <video src={allowedSource(item.url)} controls preload="metadata" aria-label={labels.videoOf(name, index + 1)} className={styles.video} />
                      ) : (
                        <Image src={item.url} alt={item.kind === 'video' ? labels.videoOf(name, index + 1) : labels.photoOf(name, index + 1)} aspectRatio="4 / 3" className={styles.galleryImage} />
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Section>

            <Section title={labels.details}>
              <dl className={styles.details}>
                <Detail term={labels.type}>{property.propertyType?.name || copy.notProvided}</Detail>
                <Detail term={labels.bedrooms}>{count(property.numOfBedrooms)}</Detail>
                <Detail term={labels.bathrooms}>{count(property.numOfBathrooms)}</Detail>
                <Detail term={labels.parking}>{count(property.numOfParking)}</Detail>
                <Detail term={labels.floor}>{count(property.floorNumber)}</Detail>
                <Detail term={labels.totalRooms}>{count(property.numOfRooms)}</Detail>
              </dl>
            </Section>

            <Section title={labels.amenities}>
              {property.amenitiesEntities?.length ? (
                <ul className={styles.inlineList}>
                  {property.amenitiesEntities.map((amenity) => (
                    <li key={amenity.id}>
                      <Badge dir="auto">{amenity.name}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.mutedText}>{labels.noAmenities}</p>
              )}
            </Section>

            <Section title={labels.description}>
              <p dir="auto" className={description ? styles.text : styles.mutedText}>
                {description || copy.notProvided}
              </p>
            </Section>
          </Stack>
        ) : null}
      </Dialog>
    </Modal>
  );
}

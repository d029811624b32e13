import type { Enquiry, EnquiryStatus } from '@marketplace/domain';
import { Button, GridList, GridListItem, Stack, Text } from '@marketplace/ui';
import { memo } from 'react';
import { EnquiryStatusSelect } from './EnquiryStatusSelect';
import { LabelledLine } from '../../shared/LabelledLine';
import { useEnquiriesMessages } from '../../messages';
import * as styles from './EnquiryList.css';

export interface EnquiryCardListProps {
  /** The enquiries to show (one page), already filtered and sorted. */
  enquiries: readonly Enquiry[];
  /** A status picked on a card. Pass a function of fixed identity: cards are cached by enquiry. */
  onStatusChange: (enquiry: Enquiry, status: EnquiryStatus) => void;
  /** View Details. Pass a function of fixed identity: cards are cached by enquiry. */
  onOpen: (enquiry: Enquiry) => void;
  /** How the created date shows; a new function re-renders every card. */
  formatDate: (value: string) => string;
}

/** What the cold-load bench times: the first card's name painting (Element Timing API). */
const firstCardTiming = { elementtiming: 'enquiry-first-row' };

/**
 * The list on screens narrower than the table needs (below `enquiryLimits.tableMinScreenPx`, 1,200 px): one card per enquiry with its status selector and View
 * Details. A grid list, so the arrow keys move between cards and into their controls; each card's
 * selector is a plain button until used (ui's `DeferredSelect`). Memoised:
 * typing in the search field does not re-render the cards.
 */
export const EnquiryCardList = memo(function EnquiryCardList({ enquiries, onStatusChange, onOpen, formatDate }: EnquiryCardListProps) {
  const enquiriesMessages = useEnquiriesMessages();
  return (
    <GridList aria-label={enquiriesMessages.listLabel} items={enquiries} dependencies={[formatDate, enquiries[0]]}>
      {(enquiry) => (
        <GridListItem id={enquiry.id} textValue={enquiry.name}>
          <div className={styles.cardHeader}>
            <p dir="auto" className={styles.cardName} {...(enquiry === enquiries[0] ? firstCardTiming : undefined)}>
              {enquiry.name}
            </p>
            <Text as="span" size="small" tone="muted" className={styles.cardId}>
              {enquiriesMessages.columns.id} {enquiry.id}
            </Text>
          </div>
          <p dir="ltr" className={styles.cardMeta}>
            {enquiry.email}
          </p>
          <LabelledLine className={styles.cardMetaText} label={enquiriesMessages.columns.created}>
            {formatDate(enquiry.createdAt)}
          </LabelledLine>
          <LabelledLine className={styles.cardMetaText} label={enquiriesMessages.columns.note}>
            {enquiry.note || enquiriesMessages.noNote}
          </LabelledLine>
          <Stack direction="row" gap="small">
            <EnquiryStatusSelect
              size="small"
              className={styles.cardSelect}
              aria-label={enquiriesMessages.statusOf(enquiry.name)}
              status={enquiry.status}
              onChange={(status) => onStatusChange(enquiry, status)}
            />
            <Button size="small" variant="secondary" aria-label={enquiriesMessages.viewDetailsOf(enquiry.name)} onPress={() => onOpen(enquiry)}>
              {enquiriesMessages.viewDetails}
            </Button>
          </Stack>
        </GridListItem>
      )}
    </GridList>
  );
});

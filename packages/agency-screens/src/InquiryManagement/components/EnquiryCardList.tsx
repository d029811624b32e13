import { en, type Enquiry, type EnquiryStatus } from '@marketplace/domain';
import { Button } from '@marketplace/ui';
import { memo } from 'react';
import { GridList, GridListItem } from 'react-aria-components';
import { EnquiryStatusSelect } from './EnquiryStatusSelect';
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

/**
 * The narrow-screen list (below 768 px): one card per enquiry with its status selector and View
 * Details. A grid list, so the arrow keys move between cards and into their controls. Memoised:
 * typing in the search field does not re-render the cards.
 */
export const EnquiryCardList = memo(function EnquiryCardList({ enquiries, onStatusChange, onOpen, formatDate }: EnquiryCardListProps) {
  return (
    <GridList aria-label={en.enquiries.listLabel} items={enquiries} dependencies={[formatDate]} className={styles.cardList}>
      {(enquiry) => (
        <GridListItem id={enquiry.id} textValue={enquiry.name} className={styles.cardItem}>
          <div className={styles.card}>
            <div className={styles.cardHeader}>
              <p className={styles.cardName}>{enquiry.name}</p>
              <span className={styles.cardId}>
                {en.enquiries.columns.id} {enquiry.id}
              </span>
            </div>
            <p className={styles.cardMeta}>{enquiry.email}</p>
            <p className={styles.cardMeta}>
              {en.enquiries.columns.created}: {formatDate(enquiry.createdAt)}
            </p>
            <p className={styles.cardMeta}>
              {en.enquiries.columns.note}: {enquiry.note || en.enquiries.noNote}
            </p>
            <div className={styles.cardActions}>
              <EnquiryStatusSelect
                size="small"
                className={styles.cardSelect}
                aria-label={en.enquiries.statusOf(enquiry.name)}
                status={enquiry.status}
                onChange={(status) => onStatusChange(enquiry, status)}
              />
              <Button size="small" variant="secondary" aria-label={en.enquiries.viewDetailsOf(enquiry.name)} onPress={() => onOpen(enquiry)}>
                {en.enquiries.viewDetails}
              </Button>
            </div>
          </div>
        </GridListItem>
      )}
    </GridList>
  );
});

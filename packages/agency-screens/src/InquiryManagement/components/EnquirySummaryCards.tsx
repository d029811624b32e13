import type { EnquiryCounts } from '@marketplace/domain';
import { Box, StatCard, type StatCardProps } from '@marketplace/ui';
import { useEnquiriesMessages } from '../../messages';
import { useNumberText } from '../../shared/useIntlFormats';

export interface EnquirySummaryCardsProps {
  /** Counted over every enquiry, whatever the search and filter keep; null while there is no list (a failed first load). */
  counts: EnquiryCounts | null;
  /** The first load is running: each card shows '...'. */
  isLoading: boolean;
}

const cards: readonly { key: keyof EnquiryCounts; tone: StatCardProps['tone'] }[] = [
  { key: 'total', tone: 'primary' },
  { key: 'pending', tone: 'warning' },
  { key: 'resolved', tone: 'success' },
  { key: 'urgent', tone: 'danger' },
];

/** Total, Pending, Resolved and Urgent (spec 1 sections 2.1 and 4). */
export function EnquirySummaryCards({ counts, isLoading }: EnquirySummaryCardsProps) {
  const enquiriesMessages = useEnquiriesMessages();
  const formatCount = useNumberText('count');
  return (
    <Box display="grid" gridTemplateColumns={{ mobile: 2, tablet: 4 }} gap="medium">
      {cards.map(({ key, tone }) => (
        <StatCard key={key} label={enquiriesMessages.summary[key]} value={counts ? formatCount(counts[key]) : enquiriesMessages.noCount} tone={tone} isLoading={isLoading} />
      ))}
    </Box>
  );
}

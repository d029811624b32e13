import type { Faq } from '@marketplace/domain';
import { Button, Disclosure, DisclosureGroup, EmptyState, Stack, Text } from '@marketplace/ui';
import { useFaqMessages } from '../../messages';
import { useDateText } from '../../shared/useIntlFormats';
import { LoadErrorBanner } from '../../shared/LoadErrorBanner';
import * as styles from './FaqList.css';

export interface FaqListProps {
  faqs: readonly Faq[] | undefined;
  isLoading: boolean;
  loadError: string | null;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (faq: Faq) => void;
  onDelete: (faq: Faq) => void;
}

function FaqRow({ faq, onEdit, onDelete }: { faq: Faq; onEdit: () => void; onDelete: () => void }) {
  const messages = useFaqMessages();
  const updated = faq.updated ?? faq.created;
  const formatDate = useDateText('date');
  return (
    <Disclosure
      id={String(faq.id)}
      headingLevel={4}
      // Questions and answers are the server's text: rendered as text nodes, never as markup, each in the
      // direction of its own language (the question isolated in the heading, the answer its own paragraph).
      title={<bdi>{faq.question}</bdi>}
      subtitle={updated ? `${messages.lastUpdated}: ${formatDate(updated)}` : undefined}
    >
      <Stack gap="medium">
        <Text dir="auto" className={styles.answer}>
          {faq.answer}
        </Text>
        <Stack direction="row" gap="small" justifyContent="flex-end">
          <Button size="small" variant="secondary" onPress={onEdit}>
            {messages.edit}
          </Button>
          <Button size="small" variant="danger" onPress={onDelete}>
            {messages.delete}
          </Button>
        </Stack>
      </Stack>
    </Disclosure>
  );
}

/** The 'All FAQs' tab: 'Property FAQs ({count})', 'Add New FAQ', and a row per FAQ that expands to its answer. */
export function FaqList({ faqs, isLoading, loadError, onRetry, onAdd, onEdit, onDelete }: FaqListProps) {
  const messages = useFaqMessages();
  return (
    <Stack gap="medium">
      <Stack direction="row" gap="small" justifyContent="space-between">
        <Text as="h3" size="large" weight="semibold">
          {faqs ? messages.heading(faqs.length) : messages.headingCountUnknown}
        </Text>
        <Button size="small" onPress={onAdd}>
          {messages.addNewFaq}
        </Button>
      </Stack>
      {loadError ? <LoadErrorBanner message={loadError} onRetry={onRetry} retryLabel={messages.retry} /> : null}
      {isLoading && !faqs ? (
        <Text role="status" tone="muted">
          {messages.loading}
        </Text>
      ) : null}
      {faqs && faqs.length === 0 ? <EmptyState title={messages.empty} headingLevel={4} /> : null}
      {faqs && faqs.length > 0 ? (
        <DisclosureGroup>
          {faqs.map((faq) => (
            <FaqRow key={faq.id} faq={faq} onEdit={() => onEdit(faq)} onDelete={() => onDelete(faq)} />
          ))}
        </DisclosureGroup>
      ) : null}
    </Stack>
  );
}

import { faqFieldMaxLength, faqLimits, isFaqFieldOverLimit, type FaqDraftProblem, type FaqDraftText, type FaqField } from '@marketplace/domain';
import { Banner, Button, Form, Stack, TextArea } from '@marketplace/ui';
import { useCommonMessages, useFaqMessages } from '../../messages';

export interface FaqFormProps {
  draft: FaqDraftText;
  /** Editing an existing FAQ: the button reads 'Update FAQ' and asks for confirmation. */
  isEditing: boolean;
  /** Why the last Save was refused, or null. */
  problem: FaqDraftProblem | null;
  isSaving: boolean;
  onChange: (draft: FaqDraftText) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

type FaqMessages = ReturnType<typeof useFaqMessages>;

function tooLongMessage(field: FaqField, messages: FaqMessages): string {
  const max = faqFieldMaxLength[field];
  return field === 'question' ? messages.questionTooLong(max) : messages.answerTooLong(max);
}

function FaqTextField({ field, draft, onChange, rows }: { field: FaqField; draft: FaqDraftText; onChange: FaqFormProps['onChange']; rows: number }) {
  const messages = useFaqMessages();
  const common = useCommonMessages();
  const remaining = (count: number, max: number) => common.charactersRemaining(max - count);
  const isOver = isFaqFieldOverLimit(field, draft[field]);
  return (
    <TextArea
      label={messages[field]}
      placeholder={field === 'question' ? messages.questionPlaceholder : messages.answerPlaceholder}
      rows={rows}
      isRequired
      value={draft[field]}
      onChange={(text) => onChange({ ...draft, [field]: text })}
      maxLength={faqFieldMaxLength[field]}
      // Text past the limit stays as typed or pasted (never cut) and is refused on Save.
      enforceMaxLength={false}
      warningAt={faqLimits.counterAmberShareLeft}
      dangerAt={faqLimits.counterRedShareLeft}
      formatCount={remaining}
      formatCountAnnouncement={remaining}
      isInvalid={isOver}
      errorMessage={isOver ? tooLongMessage(field, messages) : undefined}
    />
  );
}

/** The 'Add FAQ' / 'Edit FAQ' tab: the question and the answer with their counters, Cancel and Save. */
export function FaqForm({ draft, isEditing, problem, isSaving, onChange, onSubmit, onCancel }: FaqFormProps) {
  const messages = useFaqMessages();
  return (
    <Form
      // The fields are checked by the domain's rule on Save, not by the browser's own validation.
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="large">
        {problem === 'blank' ? <Banner tone="error">{messages.bothRequired}</Banner> : null}
        <FaqTextField field="question" draft={draft} onChange={onChange} rows={3} />
        <FaqTextField field="answer" draft={draft} onChange={onChange} rows={8} />
        <Stack direction="row" gap="small" justifyContent="flex-end">
          <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
            {messages.cancel}
          </Button>
          <Button type="submit" isPending={isSaving} pendingLabel={messages.saving}>
            {isEditing ? messages.update : messages.save}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

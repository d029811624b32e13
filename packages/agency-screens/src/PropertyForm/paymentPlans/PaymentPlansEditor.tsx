import { emptyPaymentPlan, isPaymentPlanBlank, type PaymentPlan } from '@marketplace/domain';
import { AlertDialog, Button, Icon, Stack, Text } from '@marketplace/ui';
import { useId, useState } from 'react';
import { usePaymentPlansMessages } from '../../messages';
import { PaymentPlanCard } from './PaymentPlanCard';
import * as styles from './paymentPlansEditor.css';
import { useRowFocus } from './useRowFocus';
import { useRowKeys } from './useRowKeys';
import { withIsolatedValue } from '../../shared/withIsolatedValue';

/** Props of {@link PaymentPlansEditor}. */
export interface PaymentPlansEditorProps {
  /** The property's payment plans, in order. */
  value: readonly PaymentPlan[];
  /** Every edit: a plan added, changed or removed, a milestone or due date added, changed or removed. */
  onChange: (value: PaymentPlan[]) => void;
  /** Shows the plans without letting them change (e.g. while the form saves). @default false */
  isDisabled?: boolean;
  /** The level of the 'Payment Plans' heading, to fit the form that holds the editor; each plan's is one below. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The payment plans of the property form (spec 3 section 3, issue 17): plans with a name, the
 * resale-available share and a note, each with milestones (name, share, description, due dates)
 * and their running total against 100%, a warning and never a block, as the spec sets no rule on
 * the sum. A plan that holds anything is removed only after a confirmation.
 */
export function PaymentPlansEditor({ value, onChange, isDisabled = false, headingLevel = 3 }: PaymentPlansEditorProps) {
  const messages = usePaymentPlansMessages();
  const headingId = useId();
  const rowKeys = useRowKeys(value.length);
  const { registerRow, addRef, focusRow, focusAdd } = useRowFocus();
  const [confirmingRemoval, setConfirmingRemoval] = useState<number | null>(null);

  function addPlan() {
    focusRow(rowKeys.added());
    onChange([...value, emptyPaymentPlan()]);
  }

  function removePlan(index: number) {
    const previous = rowKeys.keys[index - 1];
    if (previous === undefined) focusAdd();
    else focusRow(previous);
    rowKeys.removed(index);
    onChange(value.filter((_, at) => at !== index));
  }

  function askToRemove(index: number) {
    if (isPaymentPlanBlank(value[index] ?? {})) removePlan(index);
    else setConfirmingRemoval(index);
  }

  const planToRemove = confirmingRemoval === null ? undefined : value[confirmingRemoval];
  const Heading = `h${headingLevel}` as const;
  return (
    <Stack as="section" gap="medium" aria-labelledby={headingId}>
      <Stack gap="xsmall">
        <Text as={Heading} id={headingId} size="large" weight="semibold">
          {messages.title}
        </Text>
        <Text size="small" tone="muted">
          {messages.intro}
        </Text>
      </Stack>
      {value.length === 0 ? (
        <Text tone="muted">{messages.empty}</Text>
      ) : (
        <ul className={styles.plainList} aria-labelledby={headingId}>
          {value.map((plan, index) => {
            const key = rowKeys.keys[index]!;
            return (
              <PaymentPlanCard
                key={key}
                cardRef={registerRow(key)}
                position={index + 1}
                plan={plan}
                headingLevel={(headingLevel + 1) as 3 | 4 | 5}
                onChange={(changed) => onChange(value.map((each, at) => (at === index ? changed : each)))}
                onRemove={() => askToRemove(index)}
                isDisabled={isDisabled}
              />
            );
          })}
        </ul>
      )}
      <div ref={addRef}>
        <Button variant="secondary" icon={<Icon name="plus" />} isDisabled={isDisabled} onPress={addPlan}>
          {messages.addPlan}
        </Button>
      </div>
      {confirmingRemoval !== null && planToRemove !== undefined ? (
        <AlertDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setConfirmingRemoval(null);
          }}
          tone="danger"
          title={messages.removePlanDialog.title(confirmingRemoval + 1)}
          confirmLabel={messages.removePlanDialog.confirm}
          cancelLabel={messages.removePlanDialog.cancel}
          onConfirm={() => {
            setConfirmingRemoval(null);
            removePlan(confirmingRemoval);
          }}
        >
          {withIsolatedValue((name) => messages.removePlanDialog.body(name, planToRemove.paymentMilestones?.length ?? 0), planToRemove.name ?? '')}
        </AlertDialog>
      ) : null}
    </Stack>
  );
}

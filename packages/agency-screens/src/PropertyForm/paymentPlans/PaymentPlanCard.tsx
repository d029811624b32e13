import { emptyPaymentMilestone, storedTextMaxLengths, type PaymentMilestone, type PaymentPlan } from '@marketplace/domain';
import { Button, Icon, IconButton, Stack, Text, TextArea, TextField } from '@marketplace/ui';
import { useId, type Ref } from 'react';
import { usePaymentPlansMessages } from '../../messages';
import { MilestoneRow } from './MilestoneRow';
import { MilestoneTotal } from './MilestoneTotal';
import { PercentField } from './PercentField';
import * as styles from './paymentPlansEditor.css';
import { useRowFocus } from './useRowFocus';
import { useRowKeys } from './useRowKeys';

/** Props of {@link PaymentPlanCard}. */
export interface PaymentPlanCardProps {
  /** The plan's number in the list, from 1, for its heading and labels. */
  position: number;
  plan: PaymentPlan;
  onChange: (plan: PaymentPlan) => void;
  /** Remove pressed; the editor decides whether to ask first. */
  onRemove: () => void;
  isDisabled: boolean;
  /** The level of the plan's heading; its Milestones heading is one below. */
  headingLevel: 3 | 4 | 5;
  /** The card's element, through which the editor moves focus into it. */
  cardRef?: Ref<HTMLLIElement>;
}

/** One payment plan: its name, resale share and note, its milestones with their running total, and Remove. */
export function PaymentPlanCard({ position, plan, onChange, onRemove, isDisabled, headingLevel, cardRef }: PaymentPlanCardProps) {
  const messages = usePaymentPlansMessages();
  const headingId = useId();
  const milestonesId = useId();
  const milestones = plan.paymentMilestones ?? [];
  const rowKeys = useRowKeys(milestones.length);
  const { registerRow, addRef, focusRow, focusAdd } = useRowFocus();

  const changeMilestones = (next: PaymentMilestone[]) => onChange({ ...plan, paymentMilestones: next });

  function addMilestone() {
    focusRow(rowKeys.added());
    changeMilestones([...milestones, emptyPaymentMilestone()]);
  }

  function removeMilestone(index: number) {
    const previous = rowKeys.keys[index - 1];
    if (previous === undefined) focusAdd();
    else focusRow(previous);
    rowKeys.removed(index);
    changeMilestones(milestones.filter((_, at) => at !== index));
  }

  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h4' | 'h5' | 'h6';
  return (
    <li ref={cardRef} className={styles.planCard}>
      <Stack as="section" gap="medium" aria-labelledby={headingId}>
        <div className={styles.planHeader}>
          <Text as={Heading} id={headingId} size="medium" weight="semibold" className={styles.wrappingHeading}>
            {messages.planHeading(position, plan.name ?? '')}
          </Text>
          <IconButton icon="trash" variant="ghost" label={messages.removePlan(position)} isDisabled={isDisabled} onPress={onRemove} />
        </div>
        <div className={styles.planFields}>
          <TextField label={messages.planName} value={plan.name ?? ''} onChange={(name) => onChange({ ...plan, name })} isDisabled={isDisabled} />
          <PercentField
            label={messages.resaleAvailable}
            description={messages.percentHint}
            value={plan.resaleAvailablePCT}
            onChange={(resaleAvailablePCT) => onChange({ ...plan, resaleAvailablePCT })}
            isDisabled={isDisabled}
          />
        </div>
        <TextArea
          label={messages.note}
          rows={3}
          maxLength={storedTextMaxLengths.note}
          value={plan.note ?? ''}
          onChange={(note) => onChange({ ...plan, note })}
          isDisabled={isDisabled}
        />
        <Stack gap="small">
          <Text as={SubHeading} id={milestonesId} size="medium" weight="semibold" className={styles.wrappingHeading}>
            {messages.milestones}
          </Text>
          {milestones.length === 0 ? (
            <Text size="small" tone="muted">
              {messages.noMilestones}
            </Text>
          ) : (
            <ul className={styles.plainList} aria-labelledby={milestonesId}>
              {milestones.map((milestone, index) => {
                const key = rowKeys.keys[index]!;
                return (
                  <MilestoneRow
                    key={key}
                    rowRef={registerRow(key)}
                    position={index + 1}
                    milestone={milestone}
                    onChange={(changed) => changeMilestones(milestones.map((each, at) => (at === index ? changed : each)))}
                    onRemove={() => removeMilestone(index)}
                    isDisabled={isDisabled}
                  />
                );
              })}
            </ul>
          )}
          <MilestoneTotal milestones={milestones} />
          <div ref={addRef}>
            <Button variant="secondary" icon={<Icon name="plus" />} isDisabled={isDisabled} onPress={addMilestone}>
              {messages.addMilestone}
            </Button>
          </div>
        </Stack>
      </Stack>
    </li>
  );
}

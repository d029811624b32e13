import type { PaymentMilestone } from '@marketplace/domain';
import { IconButton, Stack, TextField } from '@marketplace/ui';
import type { Ref } from 'react';
import { usePaymentPlansMessages } from '../../messages';
import { MilestoneSchedule } from './MilestoneSchedule';
import { PercentField } from './PercentField';
import * as styles from './paymentPlansEditor.css';

/** Props of {@link MilestoneRow}. */
export interface MilestoneRowProps {
  /** The milestone's number in its plan, from 1, for the labels. */
  position: number;
  milestone: PaymentMilestone;
  onChange: (milestone: PaymentMilestone) => void;
  onRemove: () => void;
  isDisabled: boolean;
  /** The row's element, through which the editor moves focus into it. */
  rowRef?: Ref<HTMLLIElement>;
}

/** One milestone of a plan: its name, share of the price, description and due dates, and Remove. */
export function MilestoneRow({ position, milestone, onChange, onRemove, isDisabled, rowRef }: MilestoneRowProps) {
  const messages = usePaymentPlansMessages();
  return (
    <li ref={rowRef} className={styles.milestoneRow}>
      <Stack gap="small" role="group" aria-label={messages.milestone(position)}>
        <div className={styles.milestoneFields}>
          <TextField
            label={messages.milestoneName(position)}
            value={milestone.name ?? ''}
            onChange={(name) => onChange({ ...milestone, name })}
            isDisabled={isDisabled}
          />
          <PercentField
            label={messages.milestonePercentage(position)}
            value={milestone.pct}
            onChange={(pct) => onChange({ ...milestone, pct })}
            isDisabled={isDisabled}
          />
          <TextField
            label={messages.milestoneDescription(position)}
            value={milestone.description ?? ''}
            onChange={(description) => onChange({ ...milestone, description })}
            isDisabled={isDisabled}
          />
          <span className={styles.rowAction}>
            <IconButton icon="trash" variant="ghost" label={messages.removeMilestone(position)} isDisabled={isDisabled} onPress={onRemove} />
          </span>
        </div>
        <MilestoneSchedule
          position={position}
          schedule={milestone.paymentSchedule}
          onChange={(paymentSchedule) => onChange({ ...milestone, paymentSchedule })}
          isDisabled={isDisabled}
        />
      </Stack>
    </li>
  );
}

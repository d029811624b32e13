import { canAddDueDate, readMilestoneSchedule, writeMilestoneSchedule } from '@marketplace/domain';
import { Button, IconButton, Stack, Text, TextField } from '@marketplace/ui';
import { useId, useRef, useState } from 'react';
import { usePaymentPlansMessages } from '../../messages';
import { useDateText } from '../../shared/useIntlFormats';
import * as styles from './paymentPlansEditor.css';

/** Props of {@link MilestoneSchedule}. */
export interface MilestoneScheduleProps {
  /** The milestone's number in its plan, from 1, for the labels. */
  position: number;
  /** The milestone's paymentSchedule as stored. */
  schedule: readonly unknown[] | null | undefined;
  onChange: (schedule: unknown[]) => void;
  isDisabled: boolean;
}

/**
 * A milestone's schedule: the dates its payment falls due, each removable, and a date field with
 * Add for another (docs/decisions.md: a schedule entry is a `yyyy-mm-dd` due date).
 */
export function MilestoneSchedule({ position, schedule, onChange, isDisabled }: MilestoneScheduleProps) {
  const messages = usePaymentPlansMessages();
  const formatDueDate = useDateText('calendarDay');
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const [newDate, setNewDate] = useState('');
  const { dueDates, otherEntries } = readMilestoneSchedule(schedule);
  const canAdd = canAddDueDate(dueDates, newDate);

  function add() {
    onChange(writeMilestoneSchedule({ dueDates: [...dueDates, newDate], otherEntries }));
    setNewDate('');
    // Add turns disabled once the field is cleared: the date field is where the next date goes.
    addRef.current?.querySelector('input')?.focus();
  }

  function remove(index: number) {
    onChange(writeMilestoneSchedule({ dueDates: dueDates.filter((_, at) => at !== index), otherEntries }));
    const buttons = listRef.current?.querySelectorAll('button');
    const previous = index > 0 ? buttons?.[index - 1] : undefined;
    (previous ?? addRef.current?.querySelector('input'))?.focus();
  }

  return (
    <Stack gap="small">
      <Text id={headingId} size="small" weight="semibold">
        {messages.dueDates(position)}
      </Text>
      {dueDates.length === 0 ? (
        <Text size="small" tone="muted">
          {messages.noDueDates}
        </Text>
      ) : (
        <ul ref={listRef} className={styles.dueDateList} aria-labelledby={headingId}>
          {dueDates.map((date, index) => (
            <li key={date} className={styles.dueDate}>
              <Text as="span" size="small">
                {formatDueDate(date)}
              </Text>
              <IconButton
                icon="close"
                size="small"
                variant="ghost"
                label={messages.removeDueDate(formatDueDate(date), position)}
                isDisabled={isDisabled}
                onPress={() => remove(index)}
              />
            </li>
          ))}
        </ul>
      )}
      {otherEntries.length > 0 ? (
        <Text size="small" tone="muted">
          {messages.otherScheduleEntries(otherEntries.length)}
        </Text>
      ) : null}
      <div ref={addRef} className={styles.scheduleAdd}>
        <TextField type="date" size="small" label={messages.newDueDate(position)} value={newDate} onChange={setNewDate} isDisabled={isDisabled} />
        <Button variant="secondary" size="small" isDisabled={isDisabled || !canAdd} onPress={add}>
          {messages.addDueDate}
        </Button>
      </div>
    </Stack>
  );
}

import { roiCalculatorInputs, type RoiBreakdown, type RoiCalculatorInput, type RoiInputReading } from '@marketplace/domain';
import { BarChart, Button, Dialog, Modal, TextField } from '@marketplace/ui';
import { useId } from 'react';
import { useCommonMessages, useRoiCalculatorMessages } from '../messages';
import * as styles from './RoiCalculatorView.css';

/** One input of the calculator: what the user typed and what it counts as. */
export interface RoiField {
  readonly input: RoiCalculatorInput;
  readonly text: string;
  readonly reading: RoiInputReading;
}

export interface RoiCalculatorViewProps {
  /** Every input, in the order of `roiInputOrder`. */
  fields: readonly RoiField[];
  /** The results of the values the fields count as. */
  breakdown: RoiBreakdown;
  /** A field's text changed (as typed: it is read, not rewritten). */
  onFieldChange: (input: RoiCalculatorInput, text: string) => void;
  /** 'Apply this ROI'. */
  onApply: () => void;
  /** Cancel, Escape, or a click outside: closes without applying. */
  onCancel: () => void;
  /** Whether the dialog is open. @default true */
  isOpen?: boolean;
}

type RoiMessages = ReturnType<typeof useRoiCalculatorMessages>;

const groups = [
  { key: 'income', inputs: ['propertyValue', 'annualRentalIncome'] },
  { key: 'expenses', inputs: ['propertyTax', 'insurance', 'maintenance', 'managementFee', 'utilities', 'mortgageInterest'] },
  { key: 'rates', inputs: ['vacancyRatePct', 'appreciationRatePct'] },
] as const satisfies readonly { key: 'income' | 'expenses' | 'rates'; inputs: readonly RoiCalculatorInput[] }[];

const fieldLabelKey = {
  propertyValue: 'propertyValue',
  annualRentalIncome: 'annualRentalIncome',
  propertyTax: 'propertyTax',
  insurance: 'insurance',
  maintenance: 'maintenance',
  managementFee: 'managementFee',
  utilities: 'utilities',
  mortgageInterest: 'mortgageInterest',
  vacancyRatePct: 'vacancyRate',
  appreciationRatePct: 'appreciationRate',
} as const satisfies Record<RoiCalculatorInput, keyof RoiMessages['fields']>;

/** What a field's note says: how its text was counted when that is not what was typed, else its range. */
function fieldNote(field: RoiField, messages: RoiMessages): string {
  const { min, max } = roiCalculatorInputs[field.input];
  switch (field.reading.adjustment) {
    case 'notANumber':
      return messages.notANumber(field.reading.value);
    case 'belowMin':
      return messages.belowMin(min);
    case 'aboveMax':
      return messages.aboveMax(max);
    default:
      return messages.range(min, max);
  }
}

function RoiInputField({ field, onFieldChange, messages }: { field: RoiField; onFieldChange: RoiCalculatorViewProps['onFieldChange']; messages: RoiMessages }) {
  return (
    <TextField
      label={messages.fields[fieldLabelKey[field.input]]}
      value={field.text}
      onChange={(text) => onFieldChange(field.input, text)}
      inputMode={field.input === 'appreciationRatePct' ? 'text' : 'decimal'}
      description={fieldNote(field, messages)}
    />
  );
}

function RoiResults({ breakdown, messages, resultId }: { breakdown: RoiBreakdown; messages: RoiMessages; resultId: string }) {
  const roi = messages.percent(breakdown.roiPct);
  const chart = [
    { key: 'effectiveRent', label: messages.effectiveRent, value: breakdown.effectiveRent },
    { key: 'totalExpenses', label: messages.totalExpenses, value: -breakdown.totalExpenses, tone: 'warning' as const },
    { key: 'annualCashFlow', label: messages.annualCashFlow, value: breakdown.annualCashFlow },
    { key: 'appreciation', label: messages.appreciation, value: breakdown.appreciation },
    { key: 'totalReturn', label: messages.totalReturn, value: breakdown.totalReturn },
  ].map((datum) => ({ ...datum, valueLabel: messages.amount(datum.value) }));
  return (
    <section className={styles.results} aria-labelledby={resultId}>
      <h3 id={resultId} className={styles.legend}>
        {messages.results}
      </h3>
      {/* An output is a polite live region: the ROI is announced as the inputs change it. */}
      <output className={styles.headline}>{messages.roiSummary(roi)}</output>
      <dl className={styles.rates}>
        <dt>{messages.capRate}</dt>
        <dd className={styles.rateValue}>{messages.percent(breakdown.capRatePct)}</dd>
      </dl>
      <BarChart title={messages.breakdown} data={chart} />
    </section>
  );
}

/**
 * The ROI Calculator dialog of spec 2 (sections 2.4, 5 and 9): the inputs in three groups, each saying
 * how its text counts when that is not what was typed, and the results with a chart of where the
 * return comes from. Pure: the text of each field, what it counts as and the results come in as props.
 */
export function RoiCalculatorView({ fields, breakdown, onFieldChange, onApply, onCancel, isOpen = true }: RoiCalculatorViewProps) {
  const messages = useRoiCalculatorMessages();
  const common = useCommonMessages();
  const resultId = useId();
  const byInput = new Map(fields.map((field) => [field.input, field]));
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} size="large">
      <Dialog
        title={messages.title}
        closeLabel={common.close}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel}>
              {messages.cancel}
            </Button>
            <Button onPress={onApply}>{messages.apply}</Button>
          </>
        }
      >
        <div className={styles.layout}>
          <div className={styles.groups}>
            {groups.map((group) => (
              <fieldset key={group.key} className={styles.group}>
                <legend className={styles.legend}>{messages[group.key]}</legend>
                {group.inputs.map((input) => {
                  const field = byInput.get(input);
                  return field ? <RoiInputField key={input} field={field} onFieldChange={onFieldChange} messages={messages} /> : null;
                })}
              </fieldset>
            ))}
          </div>
          <RoiResults breakdown={breakdown} messages={messages} resultId={resultId} />
        </div>
      </Dialog>
    </Modal>
  );
}

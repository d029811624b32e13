import type { PaymentPlan } from '@marketplace/domain';
import { useState } from 'react';
import { PaymentPlansEditor, type PaymentPlansEditorProps } from '../PaymentPlansEditor';

/** Props of {@link PaymentPlansHarness}. */
export interface PaymentPlansHarnessProps extends Omit<PaymentPlansEditorProps, 'value' | 'onChange'> {
  /** The plans the form starts from. @default [] */
  initialValue?: readonly PaymentPlan[];
  /** Sees every list the editor hands back, as the form would. */
  onChange?: (value: PaymentPlan[]) => void;
}

/** The editor as the property form holds it: the plans in the form's state. */
export function PaymentPlansHarness({ initialValue = [], onChange, ...props }: PaymentPlansHarnessProps) {
  const [value, setValue] = useState<readonly PaymentPlan[]>(initialValue);
  function change(next: PaymentPlan[]) {
    setValue(next);
    onChange?.(next);
  }
  return <PaymentPlansEditor {...props} value={value} onChange={change} />;
}

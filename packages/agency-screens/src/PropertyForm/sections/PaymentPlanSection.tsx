import type { PaymentPlan } from '@marketplace/domain';
import { FormSection } from './FormSection';
import { FormRichTextField } from '../fields/FormRichTextField';
import { PaymentPlansEditor } from '../paymentPlans/PaymentPlansEditor';
import { usePropertyFormMessages } from '../../messages';

export interface PaymentPlanSectionProps {
  value: readonly PaymentPlan[];
  onChange: (value: PaymentPlan[]) => void;
}

/** The payment plan: its details as rich text (spec 3 section 3, paymentPlanDetails) and the plans with their milestones. */
export function PaymentPlanSection({ value, onChange }: PaymentPlanSectionProps) {
  const messages = usePropertyFormMessages();
  return (
    <FormSection title={messages.sections.paymentPlan}>
      <FormRichTextField name="paymentPlanDetails" label={messages.fields.paymentPlanDetails} />
      <PaymentPlansEditor value={value} onChange={onChange} headingLevel={3} />
    </FormSection>
  );
}

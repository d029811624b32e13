import { readFormNumber, type PropertyFormValues, type RoiValues } from '@marketplace/domain';
import { Button } from '@marketplace/ui';
import { lazy, Suspense, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '../fields/FormTextField';
import { usePropertyFormField } from '../fields/propertyFormFields';
import { usePropertyFormMessages, useRoiCalculatorMessages } from '../../messages';

// The calculator (its chart and copy) loads when the agent opens it, not with the form.
const RoiCalculator = lazy(() => import('../../RoiCalculator/RoiCalculator').then((module) => ({ default: module.RoiCalculator })));

/**
 * The ROI field with its calculator (spec 2 section 2.4): the calculator opens on the property's
 * amount (or the values last applied) and 'Apply this ROI' writes the ROI into the field. A
 * project unit's ROI is the project's, so the calculator is not offered there.
 */
export function RoiField() {
  const messages = usePropertyFormMessages();
  const roiMessages = useRoiCalculatorMessages();
  const { setValue } = useFormContext<PropertyFormValues>();
  const { control, isLocked } = usePropertyFormField('roi');
  const amountText = useWatch({ control, name: 'amount' });
  const [isOpen, setOpen] = useState(false);
  const [lastApplied, setLastApplied] = useState<RoiValues | null>(null);

  const amount = readFormNumber(amountText);
  const initialValues: Partial<RoiValues> = lastApplied ?? (amount.kind === 'number' && amount.value > 0 ? { propertyValue: amount.value } : {});

  return (
    <>
      <FormTextField name="roi" label={messages.fields.roi} inputMode="decimal" />
      {isLocked ? null : (
        <div>
          <Button variant="secondary" onPress={() => setOpen(true)}>
            {roiMessages.open}
          </Button>
        </div>
      )}
      {isOpen ? (
        <Suspense fallback={null}>
          <RoiCalculator
            isOpen
            initialValues={initialValues}
            onApply={(roi, values) => {
              setLastApplied(values);
              setValue('roi', String(roi), { shouldDirty: true, shouldValidate: true });
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import type { LocationHighlightDraft } from '@marketplace/domain';
import { useState } from 'react';
import { ManageLocations, type ManageLocationsProps } from '../ManageLocations';

/** Props of {@link ManageLocationsHarness}. */
export interface ManageLocationsHarnessProps extends Omit<ManageLocationsProps, 'value' | 'onChange' | 'isOpen'> {
  /** The list the form starts from. @default [] */
  initialValue?: readonly LocationHighlightDraft[];
  /** Sees every list the dialog hands back, as the form would. */
  onChange?: (value: LocationHighlightDraft[]) => void;
}

/** The connected dialog as the property form holds it: the list in the form's state, the dialog open. */
export function ManageLocationsHarness({ initialValue = [], onChange, ...props }: ManageLocationsHarnessProps) {
  const [value, setValue] = useState<readonly LocationHighlightDraft[]>(initialValue);
  return (
    <ManageLocations
      {...props}
      isOpen
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

import type { ProjectLockedField, PropertyFormValues } from '@marketplace/domain';
import { createContext, useContext } from 'react';
import { useFormContext } from 'react-hook-form';

/** What every field of the form needs besides its value: which fields the project locks. */
export interface PropertyFormFieldsState {
  readonly locked: ReadonlySet<ProjectLockedField>;
}

export const PropertyFormFieldsContext = createContext<PropertyFormFieldsState>({ locked: new Set() });

/** The form's control and, for one field, whether it is locked by the project. */
export function usePropertyFormField(name: keyof PropertyFormValues) {
  const { control } = useFormContext<PropertyFormValues>();
  const { locked } = useContext(PropertyFormFieldsContext);
  return { control, isLocked: locked.has(name as ProjectLockedField) };
}

import { draftTargetOf, PropertyFormView } from '@marketplace/agency-screens/property-form';
import { ApiProvider, createApiClient } from '@marketplace/api-client';
import { defaultPropertyFormValues } from '@marketplace/domain';
import type { FormUnderTestProps } from './StandInForm';

// The form's media section uploads through the API; nothing is uploaded while the bench types.
const client = createApiClient({ propertyBaseUrl: '', accountsBaseUrl: '', getToken: () => null });
const noop = () => undefined;

/** The property form as a user opens it to create a property, its description holding the bench's text. */
export function PropertyFormUnderTest({ description }: FormUnderTestProps) {
  return (
    <ApiProvider client={client}>
      <PropertyFormView
        mode="create"
        kind="standalone"
        initialValues={{ ...defaultPropertyFormValues(), description }}
        lookups={undefined}
        categories={{ typeId: null, items: [], isLoading: false }}
        onPropertyTypeChange={noop}
        onSave={() => Promise.resolve({ ok: false, message: 'not saved in the bench', uploaded: {} })}
        isSaving={false}
        draftTarget={draftTargetOf({ kind: 'standalone' })}
        draftStorage={null}
      />
    </ApiProvider>
  );
}

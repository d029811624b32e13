import { draftTargetOf, PropertyFormView } from '@marketplace/agency-screens/property-form';
import { ApiProvider, createApiClient, fallbackLookups } from '@marketplace/api-client';
import { defaultPropertyFormValues, en } from '@marketplace/domain';
import type { FormUnderTestProps } from './StandInForm';

// The form's media section uploads through the API; nothing is uploaded while the bench types.
const client = createApiClient({ propertyBaseUrl: '', accountsBaseUrl: '', getToken: () => null });
const noop = () => undefined;
// The lists as they are once loaded (a loading form shows an animated skeleton, which keeps every frame busy).
const lookups = { ...fallbackLookups(en.lookups), fallbacks: [] };

/** The property form as a user opens it to create a property, its description holding the bench's text. */
export function PropertyFormUnderTest({ description }: FormUnderTestProps) {
  return (
    <ApiProvider client={client}>
      <PropertyFormView
        mode="create"
        kind="standalone"
        initialValues={{ ...defaultPropertyFormValues(), description }}
        lookups={lookups}
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

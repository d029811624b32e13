import { LoadingRegion, Skeleton, Stack } from '@marketplace/ui';
import { EditPropertyBanners } from './edit/EditPropertyBanners';
import { ProjectUnitCards } from './edit/ProjectUnitCards';
import { PropertyFormContent } from './PropertyFormContent';
import type { PropertyFormViewProps } from './propertyFormViewProps';
import { usePropertyFormMessages } from '../messages';
import { ScreenHeader } from '../shared/ScreenHeader';

export type { PropertyFormLists, PropertyFormProjectPart, PropertyFormSubmission, PropertyFormViewProps } from './propertyFormViewProps';
export type { PropertyCategoriesState } from './sections/PropertyDetailsSection';

/**
 * The property create and edit form, pure (spec 3 sections 2.2, 2.6, 2.12, 4 and 5): the page's
 * title, the edit form's banners and project cards, and the form once its starting values are known
 * (a skeleton, announced, before; the load error with Retry when they cannot be read). What it reads and
 * saves comes in as props.
 */
export function PropertyFormView(props: PropertyFormViewProps) {
  const { mode, property, projectPart, initialValues, loadError = null, onRetry, resolveImageUrl } = props;
  const messages = usePropertyFormMessages();
  return (
    <Stack gap="xlarge" minInlineSize={0}>
      <ScreenHeader title={mode === 'edit' ? messages.editTitle : messages.addTitle} loadError={loadError} onRetry={onRetry} />
      {mode === 'edit' && property ? <EditPropertyBanners property={property} /> : null}
      {mode === 'edit' && projectPart ? <ProjectUnitCards {...projectPart} resolveImageUrl={resolveImageUrl} /> : null}
      {loadError ? null : (
        <LoadingRegion isLoading={!initialValues} loadingLabel={messages.loadingForm} skeleton={<Skeleton height="40rem" />}>
          {initialValues ? <PropertyFormContent {...props} initialValues={initialValues} /> : null}
        </LoadingRegion>
      )}
    </Stack>
  );
}

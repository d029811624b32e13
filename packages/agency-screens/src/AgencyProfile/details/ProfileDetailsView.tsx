import { agencyProfileFormValues, profileLimits, type AgencyProfile, type AgencyProfileFormField, type ServiceArea } from '@marketplace/domain';
import { Badge, Banner, Box, Button, Tab, TabList, TabPanel, Tabs, type Key } from '@marketplace/ui';
import { Controller } from 'react-hook-form';
import { ProfileFieldInput } from './ProfileFieldInput';
import { ProfileFieldValue } from './ProfileFieldValue';
import { profileDetailsTabs, profileFieldKinds, readOnlyProfileFields, type ProfileDetailsTabId } from './profileDetailsTabs';
import { ServiceAreaPicker } from './ServiceAreaPicker';
import type { ProfileDetailsForm } from './useProfileDetailsForm';
import * as styles from './ProfileDetails.css';
import { useAgencyProfileMessages } from '../../messages';

export interface ProfileDetailsViewProps extends ProfileDetailsForm {
  /** The last saved profile, shown in view mode. */
  profile: AgencyProfile;
  /** The service-area list the picker offers; undefined while it loads. */
  serviceAreas: readonly ServiceArea[] | undefined;
  /**
   * Whether a new picture or cover is still uploading: Save Changes waits, disabled and reading
   * 'Uploading...', so the save cannot go without the image the user chose. @default false
   */
  isUploadingImage?: boolean;
}

const wideFields: ReadonlySet<AgencyProfileFormField> = new Set(['description', 'address', 'areas']);

function tabIdOf(key: Key): ProfileDetailsTabId | undefined {
  return profileDetailsTabs.find((tab) => tab.id === key)?.id;
}

/**
 * The profile details of the agency profile screen (spec 1 section 2.4): the tabs Basic Info,
 * Contact, Business, Location and Social Media with every profile field, shown as values in view
 * mode and as inputs in edit mode, the Edit Profile / Cancel / Save Changes buttons and the save
 * message. A tab holding an error says how many, so a user who saves from another tab finds them.
 */
export function ProfileDetailsView({
  profile,
  serviceAreas,
  isUploadingImage = false,
  control,
  errorCounts,
  isEditing,
  isSaving,
  notice,
  selectedTab,
  onTabChange,
  onEdit,
  onCancel,
  onSave,
  onNoticeClear,
}: ProfileDetailsViewProps) {
  const messages = useAgencyProfileMessages();
  const saved = agencyProfileFormValues(profile);

  const renderField = (field: AgencyProfileFormField) => {
    const label = messages.fields[field];
    const isWide = wideFields.has(field);
    if (!isEditing) {
      return (
        <ProfileFieldValue
          key={field}
          label={label}
          kind={profileFieldKinds[field]}
          value={field === 'areas' ? '' : saved[field]}
          areas={profile.areas ?? []}
          notProvided={messages.notProvided}
          isWide={isWide}
          isParagraph={field === 'description'}
        />
      );
    }
    if (field === 'areas') {
      return (
        <div key={field} className={styles.wideField}>
          <Controller
            control={control}
            name="areas"
            render={({ field: areas, fieldState }) => (
              <ServiceAreaPicker
                label={label}
                hint={messages.areasHint}
                areas={serviceAreas}
                loadingLabel={messages.areasLoading}
                selectedIds={areas.value}
                onChange={areas.onChange}
                formatSelectedCount={messages.areasSelected}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        </div>
      );
    }
    return (
      <ProfileFieldInput
        key={field}
        control={control}
        name={field}
        label={label}
        kind={profileFieldKinds[field]}
        isReadOnly={readOnlyProfileFields.has(field)}
        readOnlyHint={messages.notEditableHere}
        isWide={isWide}
      />
    );
  };

  return (
    <form
      className={styles.details}
      noValidate
      // While a picture uploads, Save is disabled, and a disabled default button stops Enter's implicit
      // submission as well (AgencyProfile.uploads.test.tsx presses Enter in a field and counts the saves).
      onSubmit={(event) => void onSave(event)}
    >
      {notice ? (
        <Banner key={notice.id} tone={notice.tone} autoClearMs={profileLimits.messageClearMs} onClear={onNoticeClear}>
          {notice.text}
        </Banner>
      ) : null}
      <Box display="flex" flexWrap="wrap" justifyContent="flex-end" gap="small">
        {isEditing ? (
          <>
            <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
              {messages.cancel}
            </Button>
            {/* Disabled with its label changed rather than `isPending`: react-aria announces a pending
                button by its id, and this one unmounts when the save ends, leaving the announcement
                nameless. The success or failure banner is what screen readers hear. */}
            <Button type="submit" isDisabled={isSaving || isUploadingImage}>
              {isSaving ? messages.saving : isUploadingImage ? messages.uploadingImage : messages.saveChanges}
            </Button>
          </>
        ) : (
          <Button onPress={onEdit}>{messages.editProfile}</Button>
        )}
      </Box>
      <Tabs selectedKey={selectedTab} onSelectionChange={(key) => onTabChange(tabIdOf(key) ?? selectedTab)}>
        <TabList aria-label={messages.sectionsLabel}>
          {profileDetailsTabs.map((tab) => (
            <Tab key={tab.id} id={tab.id}>
              {messages.tabs[tab.id]}
              {isEditing && errorCounts[tab.id] > 0 ? ' ' : null}
              {isEditing && errorCounts[tab.id] > 0 ? (
                <Badge tone="danger" className={styles.tabErrors}>
                  {messages.validation.tabErrors(errorCounts[tab.id])}
                </Badge>
              ) : null}
            </Tab>
          ))}
        </TabList>
        {profileDetailsTabs.map((tab) => (
          <TabPanel key={tab.id} id={tab.id}>
            {isEditing ? (
              <div className={styles.fieldGrid}>{tab.fields.map(renderField)}</div>
            ) : (
              <dl className={styles.fieldGrid}>{tab.fields.map(renderField)}</dl>
            )}
          </TabPanel>
        ))}
      </Tabs>
    </form>
  );
}

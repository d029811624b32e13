import { useAgencyProperty, useApiClient, useDeveloper, useLocationHighlights, useLookups, useProject, usePropertyCategories, useSessionProfile } from '@marketplace/api-client';
import {
  defaultPropertyFormValues,
  developerLoadErrorMessage,
  projectLoadErrorMessage,
  projectLockedFields,
  projectUnitFormValues,
  propertyFormValuesOf,
  resolveMediaUrl,
  type Geocoder,
  type Property,
} from '@marketplace/domain';
import { useCallback, useMemo, useState } from 'react';
import type { DraftStorage } from './draft/propertyDraft';
import { savedLists } from './savedPropertyLists';
import { draftTargetOf, type PropertyFormTarget } from './propertyFormTarget';
import type { PropertyFormProjectPart, PropertyFormSubmission, PropertyFormViewProps } from './propertyFormViewProps';
import { usePropertySave } from './save/usePropertySave';
import { useLookupsMessages, useProjectChooserMessages, useReviewListsMessages } from '../messages';

/** What the connected form needs besides the api-client context. */
export interface PropertyFormOptions {
  target: PropertyFormTarget;
  /** A save succeeded: the host returns to the chooser (create) or the list (edit) and says so. */
  onSaved: (property: Property, change: 'created' | 'updated') => void;
  /** Cancel or Back to Projects. */
  onCancel?: () => void;
  geocoder?: Geocoder;
  mapStyle?: string;
  /** Where drafts are kept. @default session storage */
  draftStorage?: DraftStorage | null;
}

/**
 * The property form on the api-client (spec 3 sections 2.2-2.6, 2.12, 4, 7 and 8): the lookups
 * (built-in lists for failed ones), the type's categories, a unit's project, its highlights and
 * developer, the property being edited, and the save with the status the domain decides.
 */
export function usePropertyForm({ target, onSaved, onCancel, geocoder, mapStyle, draftStorage }: PropertyFormOptions): PropertyFormViewProps {
  const client = useApiClient();
  const profile = useSessionProfile();
  const lookupsCatalogue = useLookupsMessages();
  const projectMessages = useProjectChooserMessages();
  const listMessages = useReviewListsMessages();
  const lookups = useLookups(lookupsCatalogue);
  const agencyId = profile?.id ?? null;

  const editing = useAgencyProperty(agencyId, target.kind === 'edit' ? target.propertyId : null);
  const property = editing.data ?? null;
  const projectId = target.kind === 'inProject' ? target.projectId : (property?.projectIdOfThis ?? property?.project?.id ?? null);
  const project = useProject(projectId);
  const projectHighlights = useLocationHighlights(projectId);
  const developerId = project.data ? (project.data.developerId ?? null) : undefined;
  const developer = useDeveloper(developerId);

  const initialValues = useMemo(() => {
    if (target.kind === 'standalone') return defaultPropertyFormValues();
    if (target.kind === 'inProject') return project.data ? projectUnitFormValues(project.data) : undefined;
    return property ? propertyFormValuesOf(property) : undefined;
  }, [target.kind, project.data, property]);
  const initialLists = useMemo(() => (property ? savedLists(property) : undefined), [property]);

  const [typeId, setTypeId] = useState<number | null | undefined>(undefined);
  const shownTypeId = typeId === undefined ? (initialValues?.propertyTypeId ?? null) : typeId;
  const categories = usePropertyCategories(shownTypeId);

  const loadError =
    target.kind === 'edit'
      ? editing.error
        ? listMessages.fetchFailed
        : editing.data === null
          ? listMessages.propertiesNotFound
          : null
      : target.kind === 'inProject' && project.error
        ? projectLoadErrorMessage(project.error, projectMessages)
        : null;

  const projectPart: PropertyFormProjectPart | null =
    projectId === null
      ? null
      : {
          project: project.data ?? null,
          projectError: project.error ? projectLoadErrorMessage(project.error, projectMessages) : null,
          onRetryProject: () => void project.mutate(),
          developer: developerId === null ? null : developer.error ? null : developer.data,
          developerError: developerId === null || developer.data === null || developer.error ? developerLoadErrorMessage(developer.error ?? null, projectMessages) : null,
          onRetryDeveloper: () => void developer.mutate(),
          highlights: projectHighlights.data ?? [],
        };

  const { save, isSaving } = usePropertySave();
  const onSave = useCallback(
    async (submission: PropertyFormSubmission) => {
      const now = new Date();
      const lists = lookups.data ?? null;
      const request = {
        values: submission.values,
        files: submission.files,
        now,
        context: {
          agencyId: agencyId ?? 0,
          lookups: {
            areas: lists?.areas ?? [],
            amenities: lists?.amenities ?? [],
            constructionStatuses: lists?.constructionStatuses ?? [],
            furnishingStatuses: lists?.furnishingStatuses ?? [],
            offeringTypes: lists?.offeringTypes ?? [],
            saleTypes: lists?.saleTypes ?? [],
            propertyTypes: lists?.propertyTypes ?? [],
            propertyCategories: (categories.data ?? []).map((category) => ({ id: category.id, name: category.name ?? '' })),
          },
          project: projectId === null ? null : { id: projectId, name: project.data?.name ?? property?.project?.name ?? null },
          locationHighlights: submission.locationHighlights,
          propertyMedia: submission.propertyMedia,
          paymentPlans: submission.paymentPlans,
          addedOnDate: property?.addedOnDate ?? now.toISOString(),
        },
      };
      const outcome =
        target.kind === 'edit'
          ? await save({
              ...request,
              mode: {
                kind: 'update',
                id: property?.id,
                saved: {
                  listingStatusId: property?.listingStatus?.id,
                  inProject: projectId !== null,
                  rejectedOrBlockReason: property?.rejectedOrBlockReason,
                  developerApprovalStatus: property?.developerApprovalStatus,
                  developerApprovedTime: property?.developerApprovedTime,
                  isDeveloperApproved: property?.isDeveloperApproved,
                },
              },
            })
          : await save({ ...request, mode: { kind: 'create', inProject: projectId !== null } });
      return outcome;
    },
    [agencyId, categories.data, lookups.data, project.data, projectId, property, save, target.kind],
  );

  const mediaBase = client.url('property', '');
  const resolveImageUrl = useCallback((path: string | null | undefined) => resolveMediaUrl(path, mediaBase, '') || undefined, [mediaBase]);

  return {
    mode: target.kind === 'edit' ? 'edit' : 'create',
    kind: target.kind === 'inProject' ? 'inProject' : 'standalone',
    initialValues: loadError ? undefined : initialValues,
    initialLists,
    loadError,
    onRetry: () => void (target.kind === 'edit' ? editing.mutate() : project.mutate()),
    property,
    projectPart,
    lockedFields: projectId === null ? [] : projectLockedFields,
    lookups: lookups.data,
    categories: { typeId: shownTypeId, items: categories.data ?? [], isLoading: shownTypeId !== null && categories.data === undefined && !categories.error },
    onPropertyTypeChange: setTypeId,
    onSave,
    onSaved: (saved) => onSaved(saved, target.kind === 'edit' ? 'updated' : 'created'),
    isSaving,
    onCancel,
    draftTarget: draftTargetOf(target),
    draftStorage,
    geocoder,
    mapStyle,
    resolveImageUrl,
  };
}

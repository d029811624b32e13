import type { Lookups } from '@marketplace/api-client';
import type {
  AdditionalMediaItem,
  Geocoder,
  LocationHighlight,
  LocationHighlightDraft,
  PaymentPlan,
  ProjectLockedField,
  Property,
  PropertyFormKind,
  PropertyFormValues,
  PropertyImageSlotName,
  PropertyMedia,
} from '@marketplace/domain';
import type { DraftStorage, PropertyDraftTarget } from './draft/propertyDraft';
import type { ProjectUnitCardsProps } from './edit/ProjectUnitCards';
import type { PropertySaveOutcome } from './save/savePropertyForm';
import type { PropertyCategoriesState } from './sections/PropertyDetailsSection';

/** The lists the form edits beside its fields (highlights, media, payment plans). */
export interface PropertyFormLists {
  readonly locationHighlights: readonly LocationHighlightDraft[];
  readonly media: readonly AdditionalMediaItem[];
  readonly paymentPlans: readonly PaymentPlan[];
}

/** What a checked form hands to `onSave`. */
export interface PropertyFormSubmission {
  /** The checked values; for a project unit, with the project's locked values laid back over them. */
  readonly values: PropertyFormValues;
  /** Images chosen and not uploaded yet. */
  readonly files: Partial<Record<PropertyImageSlotName, Blob>>;
  /** The property's own highlights as the editor holds them (view flags and temporary ids; the payload drops both). */
  readonly locationHighlights: readonly LocationHighlight[];
  /** The stored media in the editor's order (every item stored: the form waits for uploads). */
  readonly propertyMedia: readonly PropertyMedia[];
  readonly paymentPlans: readonly PaymentPlan[];
}

/** The project a unit belongs to: its locked values' source, its inherited highlights and the edit form's cards. */
export interface PropertyFormProjectPart extends Omit<ProjectUnitCardsProps, 'resolveImageUrl'> {
  /** The project's location highlights (a 404 is an empty list). */
  readonly highlights: readonly LocationHighlight[];
}

export interface PropertyFormViewProps {
  /** Create a property, or edit a saved one (title, submit words, banners, image rule). */
  mode: 'create' | 'edit';
  /** Standalone (all three images required) or in a project's detail view (main image only). */
  kind: PropertyFormKind;
  /**
   * The values the form starts from: the defaults, a project unit's inherited ones, or a saved
   * property's; undefined while what they come from loads (the form shows a skeleton).
   */
  initialValues: PropertyFormValues | undefined;
  /** Why the form cannot open (the property or its project failed to load); shown with Try Again. @default null */
  loadError?: string | null;
  onRetry?: () => void;
  /** The lists the form starts from. @default empty lists */
  initialLists?: PropertyFormLists;
  /** The saved property being edited (its banners: rejected, rejected by the developer, project property). */
  property?: Property | null;
  /** The project of a unit; absent for a standalone property. */
  projectPart?: PropertyFormProjectPart | null;
  /** Fields the project locks (spec 3 section 5); none for a standalone property. @default [] */
  lockedFields?: readonly ProjectLockedField[];
  /** The lookup lists, or undefined while they load (the selects wait; the form stays usable). */
  lookups: Lookups | undefined;
  categories: PropertyCategoriesState;
  onPropertyTypeChange: (typeId: number | null) => void;
  /** Saves; resolves with the outcome (a failure keeps everything typed). A call while one runs gets that one's outcome. */
  onSave: (submission: PropertyFormSubmission) => Promise<PropertySaveOutcome>;
  /**
   * A save succeeded; called once the form has released its hold on leaving, so the caller may
   * navigate away without being asked about unsaved changes.
   */
  onSaved?: (property: Property) => void;
  /** A save is running (the submit reads 'Saving...' and cannot be pressed again). */
  isSaving: boolean;
  /** Cancel (edit) or Back (create): asks first when there are unsaved changes. */
  onCancel?: () => void;
  /** Where the draft is kept: this property's edit, or a new one (standalone or in a project). */
  draftTarget: PropertyDraftTarget;
  /** Session storage by default; null keeps no draft. */
  draftStorage?: DraftStorage | null;
  /** The map picker's address search; the built-in UAE gazetteer when absent. */
  geocoder?: Geocoder;
  /** A MapLibre style URL for the maps; the built-in basemap when absent. */
  mapStyle?: string;
  /** Resolves a saved image path to a URL the browser can show. @default the path as given */
  resolveImageUrl?: (path: string | null | undefined) => string | undefined;
}

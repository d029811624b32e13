import { defaultPropertyFormValues, type LocationHighlight, type PaymentPlan, type PropertyFormValues, type PropertyMedia } from '@marketplace/domain';

/**
 * What the property form keeps between visits (issue 17): the values typed and the lists the
 * dialogs edited, so a reload, a failed save or an expired session loses nothing. Files chosen and
 * not uploaded are not kept (a browser cannot store them in session storage); their names are
 * dropped, so the form asks for them again instead of claiming an image it no longer has.
 */
export interface PropertyDraft {
  readonly savedAt: string;
  readonly values: PropertyFormValues;
  readonly locationHighlights: readonly LocationHighlight[];
  readonly propertyMedia: readonly PropertyMedia[];
  readonly paymentPlans: readonly PaymentPlan[];
}

/** Which form a draft belongs to: a new property (standalone or in a project) or an edit. */
export type PropertyDraftTarget =
  | { readonly kind: 'new'; readonly projectId?: number | null }
  | { readonly kind: 'edit'; readonly propertyId: number };

/** The part of the Web Storage API a draft needs, so tests and embedders can pass their own. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Bumped when the shape changes: an older draft is then ignored rather than misread.
const draftVersion = 1;

/** The session-storage key of a target's draft; the session's token is never part of a draft. */
export function propertyDraftKey(target: PropertyDraftTarget): string {
  if (target.kind === 'edit') return `marketplace.propertyDraft.edit.${target.propertyId}`;
  return target.projectId == null ? 'marketplace.propertyDraft.new' : `marketplace.propertyDraft.new.project.${target.projectId}`;
}

function withoutPendingFiles(values: PropertyFormValues): PropertyFormValues {
  const clear = (slot: PropertyFormValues['mainImage']) => ({ url: slot.url, pendingFileName: null });
  return { ...values, mainImage: clear(values.mainImage), floorPlanImage: clear(values.floorPlanImage), layoutImage: clear(values.layoutImage) };
}

/**
 * Keeps a draft and tells whether it was kept: a full or disabled storage throws nothing, so the
 * form works on and only its wording changes (the leave question no longer promises a draft).
 */
export function keepPropertyDraft(storage: DraftStorage, target: PropertyDraftTarget, draft: PropertyDraft): boolean {
  const stored = { version: draftVersion, ...draft, values: withoutPendingFiles(draft.values) };
  try {
    storage.setItem(propertyDraftKey(target), JSON.stringify(stored));
    return true;
  } catch {
    // Quota exceeded or storage disabled: the form works on without a draft.
    return false;
  }
}

/** Keeps a draft; a full or unavailable storage is not an error the user can act on, so it is ignored. */
export function writePropertyDraft(storage: DraftStorage, target: PropertyDraftTarget, draft: PropertyDraft): void {
  keepPropertyDraft(storage, target, draft);
}

export function clearPropertyDraft(storage: DraftStorage, target: PropertyDraftTarget): void {
  try {
    storage.removeItem(propertyDraftKey(target));
  } catch {
    // Storage disabled: there is no draft to clear.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// Fields whose new-form default may be replaced by null (no location, no selection).
const nullableFields = new Set<string>(['latitude', 'longitude', 'propertyTypeId', 'propertyCategoryId', 'areaId', 'offeringTypeId', 'saleTypeId', 'furnishingStatusId', 'constructionStatusId']);

/** A stored field's value when it has the shape of the form's field, else undefined. */
function fieldValue(field: string, fallback: unknown, value: unknown): unknown {
  if (value === null) return nullableFields.has(field) ? null : undefined;
  if (Array.isArray(fallback)) return Array.isArray(value) && value.every((item) => typeof item === 'number') ? value : undefined;
  if (isRecord(fallback)) return isRecord(value) && (value.url === null || typeof value.url === 'string') ? { url: value.url, pendingFileName: null } : undefined;
  if (nullableFields.has(field)) return typeof value === 'number' ? value : undefined;
  return typeof value === typeof fallback ? value : undefined;
}

/**
 * The values of a stored draft laid over the new form's defaults, field by field: a field is taken
 * only when it has the form field's shape, so a draft written by another version or edited by hand
 * cannot put a wrong type into the form.
 */
function valuesFrom(stored: Record<string, unknown>): PropertyFormValues {
  const merged: Record<string, unknown> = { ...defaultPropertyFormValues() };
  for (const [field, fallback] of Object.entries(merged)) {
    const value = fieldValue(field, fallback, stored[field]);
    if (value !== undefined) merged[field] = value;
  }
  return merged as unknown as PropertyFormValues;
}

/** A target's draft, or null when there is none or it cannot be read. */
export function readPropertyDraft(storage: DraftStorage, target: PropertyDraftTarget): PropertyDraft | null {
  let text: string | null;
  try {
    text = storage.getItem(propertyDraftKey(target));
  } catch {
    return null;
  }
  if (!text) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(stored) || stored.version !== draftVersion || !isRecord(stored.values) || typeof stored.savedAt !== 'string') return null;
  const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
  return {
    savedAt: stored.savedAt,
    values: valuesFrom(stored.values),
    locationHighlights: list<LocationHighlight>(stored.locationHighlights),
    propertyMedia: list<PropertyMedia>(stored.propertyMedia),
    paymentPlans: list<PaymentPlan>(stored.paymentPlans),
  };
}

import type { PropertyDraftTarget } from './draft/propertyDraft';

/** Which form to open: a new standalone property, a new unit of a project, or an edit. */
export type PropertyFormTarget =
  | { readonly kind: 'standalone' }
  | { readonly kind: 'inProject'; readonly projectId: number }
  | { readonly kind: 'edit'; readonly propertyId: number };

/** Where a target's draft is kept. */
export function draftTargetOf(target: PropertyFormTarget): PropertyDraftTarget {
  if (target.kind === 'edit') return { kind: 'edit', propertyId: target.propertyId };
  return { kind: 'new', projectId: target.kind === 'inProject' ? target.projectId : null };
}

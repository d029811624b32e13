import { listingStatusIds } from '../constants/listingStatus';
import type { Property } from '../property/property.schema';

/** What the edit form's banners read of the property as loaded. */
export type EditBannerFacts = Pick<
  Property,
  'listingStatus' | 'rejectedOrBlockReason' | 'developerApprovalStatus' | 'developerRejectReason' | 'projectIdOfThis' | 'project'
>;

/**
 * One banner above the edit form (spec 3 section 2.12). A rejection's reason is null when the
 * server sent none or only spaces: the banner then shows its title alone rather than an empty line.
 */
export type EditBanner =
  | { readonly kind: 'rejected'; readonly reason: string | null }
  | { readonly kind: 'rejectedByDeveloper'; readonly reason: string | null }
  | { readonly kind: 'projectProperty' };

export type EditBannerKind = EditBanner['kind'];

function reasonOf(text: string | null | undefined): string | null {
  const reason = text?.trim() ?? '';
  return reason === '' ? null : reason;
}

/** Whether the property is a unit of a project: either field is enough, as older records carry one of them. */
export function isProjectProperty(property: Pick<Property, 'projectIdOfThis' | 'project'>): boolean {
  return property.projectIdOfThis != null || property.project != null;
}

/**
 * The banners of the edit form, in the order they show: the admin's rejection (listing status 9),
 * the developer's rejection (approval status REJECTED), then the project-property notice. The
 * rejections come first because they say what to fix; the notice only says how the save behaves.
 */
export function editBannersOf(property: EditBannerFacts): readonly EditBanner[] {
  const banners: EditBanner[] = [];
  if (property.listingStatus?.id === listingStatusIds.rejected) {
    banners.push({ kind: 'rejected', reason: reasonOf(property.rejectedOrBlockReason) });
  }
  if (property.developerApprovalStatus === 'REJECTED') {
    banners.push({ kind: 'rejectedByDeveloper', reason: reasonOf(property.developerRejectReason) });
  }
  if (isProjectProperty(property)) banners.push({ kind: 'projectProperty' });
  return banners;
}

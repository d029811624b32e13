import type { LoginId } from '@marketplace/domain';
import { CustomerReviewsView } from './CustomerReviewsView';
import { useCustomerReviewsSection } from './useCustomerReviewsSection';

export interface CustomerReviewsSectionProps {
  /** The login id of the agency reviewed. */
  accLoginId: LoginId | null | undefined;
}

/** The connected reviews part of the agency profile: the panel, the All Reviews dialog and Leave a Review. */
export function CustomerReviewsSection({ accLoginId }: CustomerReviewsSectionProps) {
  return <CustomerReviewsView {...useCustomerReviewsSection(accLoginId)} />;
}

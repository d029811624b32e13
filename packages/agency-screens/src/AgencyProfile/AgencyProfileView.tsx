import { en } from '@marketplace/domain';
import { LoadingRegion, Skeleton, SkeletonText, Text } from '@marketplace/ui';
import type { ReactNode } from 'react';
import * as styles from './AgencyProfileView.css';
import { LoadErrorBanner } from '../shared/LoadErrorBanner';

/** Props of the agency profile page: its load state and its three parts. */
export interface AgencyProfileViewProps {
  /** Whether the profile is still loading (the parts wait for it). */
  isLoading: boolean;
  /** The load failure's message (spec 1 section 8); null when the profile loaded. */
  loadError: string | null;
  /** Loads the profile again after a failure. */
  onRetry?: () => void;
  /** The header: cover, picture, name and business e-mail, with the image changes. */
  header: ReactNode;
  /** The details: tabs, view and edit modes, save. */
  details: ReactNode;
  /** The customer reviews: panel, All Reviews, Leave a Review. */
  reviews: ReactNode;
}

/**
 * The agency profile (spec 1 section 2.4): the header above, the details and the customer reviews
 * beside each other on wide screens. The parts are slots so an embedder can render the page with
 * its own data; `AgencyProfile` fills them from the api-client.
 */
export function AgencyProfileView({ isLoading, loadError, onRetry, header, details, reviews }: AgencyProfileViewProps) {
  const copy = en.agencyProfile;
  return (
    <div className={styles.page}>
      <Text as="h1" size="xxlarge" weight="bold">
        {copy.title}
      </Text>
      {loadError ? (
        <LoadErrorBanner message={loadError} onRetry={onRetry} />
      ) : (
        <LoadingRegion
          className={styles.body}
          isLoading={isLoading}
          loadingLabel={en.common.loading}
          skeleton={
            <>
              <Skeleton variant="rect" height="12rem" />
              <SkeletonText lines={6} />
            </>
          }
        >
          {header}
          <div className={styles.columns}>
            {details}
            {reviews}
          </div>
        </LoadingRegion>
      )}
    </div>
  );
}

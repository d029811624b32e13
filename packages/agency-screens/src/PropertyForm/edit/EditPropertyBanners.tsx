import { editBannersOf, type EditBanner, type EditBannerFacts } from '@marketplace/domain';
import { Banner, Stack } from '@marketplace/ui';
import { Fact, FactList } from '../../shared/Fact';
import { usePropertyEditMessages } from '../../messages';

export interface EditPropertyBannersProps {
  /** The property as read (a `Property` fits): its listing status, developer approval, reasons and project. */
  property: EditBannerFacts;
}

function Reason({ reason }: { reason: string | null }) {
  const messages = usePropertyEditMessages();
  if (reason === null) return null;
  return (
    <FactList>
      <Fact term={messages.reasonLabel} value={reason} />
    </FactList>
  );
}

function EditBannerItem({ banner }: { banner: EditBanner }) {
  const messages = usePropertyEditMessages();
  switch (banner.kind) {
    case 'rejected':
      return (
        <Banner tone="error" title={messages.rejectedTitle}>
          <Reason reason={banner.reason} />
        </Banner>
      );
    case 'rejectedByDeveloper':
      return (
        <Banner tone="error" title={messages.rejectedByDeveloperTitle}>
          <Reason reason={banner.reason} />
        </Banner>
      );
    case 'projectProperty':
      return (
        <Banner tone="info" title={messages.projectPropertyTitle}>
          {messages.projectPropertyNotice}
        </Banner>
      );
  }
}

/**
 * The banners above the edit form (spec 3 section 2.12): 'Property Rejected' and 'Rejected by
 * Developer' with their reasons, and the 'Project Property' notice. Which ones show is the domain's
 * `editBannersOf`; nothing renders when none applies.
 */
export function EditPropertyBanners({ property }: EditPropertyBannersProps) {
  const banners = editBannersOf(property);
  if (banners.length === 0) return null;
  return (
    <Stack gap="small">
      {banners.map((banner) => (
        <EditBannerItem key={banner.kind} banner={banner} />
      ))}
    </Stack>
  );
}

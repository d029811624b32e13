// The pure view's own file: the bench needs no package export of it.
import { InquiryManagementView } from '../../packages/agency-screens/src/InquiryManagement/InquiryManagementView';
import { defaultEnquiryViewState, type Enquiry, type EnquiryViewState } from '@marketplace/domain';
import { useState } from 'react';

const ignore = () => undefined;
const saved = () => Promise.resolve();

/** The pure view, controlled as the connected screen controls it, with the data already loaded. */
export function InquiryHarness({ enquiries, onApplied }: { enquiries: readonly Enquiry[]; onApplied: (next: EnquiryViewState) => void }) {
  const [viewState, setViewState] = useState(defaultEnquiryViewState);
  const apply = (next: EnquiryViewState) => {
    onApplied(next);
    setViewState(next);
  };
  return (
    <InquiryManagementView
      enquiries={enquiries}
      isLoading={false}
      viewState={viewState}
      onViewStateChange={apply}
      onReset={() => apply(defaultEnquiryViewState)}
      onStatusChange={ignore}
      onNoteSave={saved}
    />
  );
}

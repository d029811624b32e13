import { reviewedPropertyTabs, type ReviewedPropertyTab } from '@marketplace/domain';
import { Tab, TabList, TabPanel, Tabs } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { useReviewListsMessages } from '../../messages';

export interface ReviewedTabsProps {
  readonly tab: ReviewedPropertyTab;
  readonly onTabChange: (tab: ReviewedPropertyTab) => void;
  /** Each tab's count for the applied search, shown on every tab at once; null while unknown. */
  readonly counts: Readonly<Record<ReviewedPropertyTab, number | null>>;
  /** The selected tab's content. */
  readonly children: ReactNode;
}

function isTab(key: unknown): key is ReviewedPropertyTab {
  return (reviewedPropertyTabs as readonly unknown[]).includes(key);
}

/** Approved, Pending and Rejected with their counts (spec 3 sections 2.7, 2.8); arrow keys move between them. */
export function ReviewedTabs({ tab, onTabChange, counts, children }: ReviewedTabsProps) {
  const messages = useReviewListsMessages();
  return (
    <Tabs selectedKey={tab} onSelectionChange={(key) => isTab(key) && onTabChange(key)}>
      <TabList aria-label={messages.tabsLabel}>
        {reviewedPropertyTabs.map((id) => (
          <Tab key={id} id={id} count={counts[id] ?? undefined}>
            {messages.tabs[id]}
          </Tab>
        ))}
      </TabList>
      <TabPanel id={tab}>{children}</TabPanel>
    </Tabs>
  );
}

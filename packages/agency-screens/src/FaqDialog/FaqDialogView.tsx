import { noticeDurations } from '@marketplace/domain';
import { Banner, Dialog, Modal, Stack, Tab, TabList, TabPanel, Tabs } from '@marketplace/ui';
import { useFaqMessages } from '../messages';
import { FaqConfirmations } from './components/FaqConfirmations';
import { FaqForm } from './components/FaqForm';
import { FaqList } from './components/FaqList';
import type { FaqDialogViewProps } from './faqDialogViewProps';
import { useFaqDialogViewState, type FaqDialogTab } from './useFaqDialogViewState';
import { withIsolatedValue } from '../shared/withIsolatedValue';

export type { FaqDialogViewProps, FaqNotice } from './faqDialogViewProps';

type ContentProps = Omit<FaqDialogViewProps, 'isOpen' | 'onClose'>;

/** The open dialog's body; mounted only while open, so closing drops its tabs, form and confirmations. */
function FaqDialogContent({ propertyName, faqs, isLoading, loadError, onRetry, notice, onNoticeClear, ...calls }: ContentProps) {
  const messages = useFaqMessages();
  const state = useFaqDialogViewState(calls);
  return (
    <Stack gap="large">
      {notice ? (
        <Banner key={notice.id} tone={notice.tone} autoClearMs={noticeDurations.faqMessageMs} onClear={onNoticeClear}>
          {notice.text}
        </Banner>
      ) : null}
      <Tabs selectedKey={state.tab} onSelectionChange={(key) => state.selectTab(key as FaqDialogTab)}>
        <TabList aria-label={messages.dialogTitle(propertyName)}>
          <Tab id="all">{messages.allFaqs}</Tab>
          <Tab id="form">{state.editing ? messages.editFaq : messages.addFaq}</Tab>
        </TabList>
        <TabPanel id="all">
          <FaqList
            faqs={faqs}
            isLoading={isLoading}
            loadError={loadError}
            onRetry={onRetry}
            onAdd={state.startAdding}
            onEdit={state.startEditing}
            onDelete={state.askDelete}
          />
        </TabPanel>
        <TabPanel id="form">
          <FaqForm
            draft={state.draft}
            isEditing={state.editing !== null}
            problem={state.problem}
            isSaving={state.isSaving}
            onChange={state.changeDraft}
            onSubmit={state.submit}
            onCancel={state.cancelForm}
          />
        </TabPanel>
      </Tabs>
      <FaqConfirmations state={state} />
    </Stack>
  );
}

/**
 * A property's FAQs in a dialog (spec 3 section 2.10): 'All FAQs' lists them, each expanding to its
 * answer with Edit and Delete; 'Add FAQ' / 'Edit FAQ' holds the form with its two counters.
 */
export function FaqDialogView({ isOpen, onClose, ...content }: FaqDialogViewProps) {
  const messages = useFaqMessages();
  return (
    <Modal size="large" isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog title={withIsolatedValue(messages.dialogTitle, content.propertyName)} closeLabel={messages.close}>
        <FaqDialogContent {...content} />
      </Dialog>
    </Modal>
  );
}

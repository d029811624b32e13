import { Box, Stack } from '@marketplace/ui';
import { BulkUploadNoticeModal } from './BulkUploadNoticeModal';
import type { BulkUploadNotice } from './bulkUploadNotice';
import { GuidelinesPanel } from './components/GuidelinesPanel';
import { TemplateDialog, type TemplateDialogProps } from './components/TemplateDialog';
import { CsvUploadSection, type CsvUploadSectionProps } from './csv/CsvUploadSection';
import { MediaUploadSection, type MediaUploadSectionProps } from './media/MediaUploadSection';
import * as styles from './BulkUploadView.css';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useBulkUploadMessages } from '../messages';

/** Props of the pure Bulk Upload Properties screen: each section's data and callbacks, and the open notice. */
export interface BulkUploadViewProps {
  /** The media section: uploads in flight, generated URLs, copy and remove. */
  media: MediaUploadSectionProps;
  /** The template dialog: sample project ids and the download. */
  templates: TemplateDialogProps;
  /** The CSV area: selection, check, upload and result. */
  csv: CsvUploadSectionProps;
  /** The result or error modal now open (spec 1 section 8's titles); null when none. */
  notice: BulkUploadNotice | null;
  /** OK on the modal. */
  onNoticeClose: () => void;
}

/**
 * Bulk Upload Properties (spec 1 section 2.2): media URLs first, then the template, then the CSV
 * with its check, upload and result; the guidelines beside them on wide screens.
 */
export function BulkUploadView({ media, templates, csv, notice, onNoticeClose }: BulkUploadViewProps) {
  const bulkUploadMessages = useBulkUploadMessages();
  return (
    <Stack gap="large" minInlineSize={0}>
      <Box as="header" display="flex" alignItems="flex-start" justifyContent="space-between" flexWrap="wrap" gap="medium">
        <div>
          <ScreenHeader title={bulkUploadMessages.title} />
          <p className={styles.description}>{bulkUploadMessages.description}</p>
        </div>
        <TemplateDialog {...templates} />
      </Box>
      <div className={styles.columns}>
        <Stack gap="large" minInlineSize={0}>
          <MediaUploadSection {...media} />
          <CsvUploadSection {...csv} holdResultFocus={notice !== null} />
        </Stack>
        <GuidelinesPanel />
      </div>
      <BulkUploadNoticeModal notice={notice} onClose={onNoticeClose} />
    </Stack>
  );
}

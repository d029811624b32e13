import { useProjects } from '@marketplace/api-client';
import type { PropertyCsvTemplateKind } from '@marketplace/domain';
import { useCallback, useMemo } from 'react';
import type { NotifyBulkUpload } from './bulkUploadNotice';
import type { TemplateDialogProps } from './components/TemplateDialog';
import { downloadPropertyCsvTemplate } from './components/downloadPropertyCsvTemplate';
import { useBulkUploadMessages } from '../messages';

const noIds: readonly number[] = [];

/**
 * The template dialog's data: sample project ids from the first page of approved projects (spec 1
 * section 2.2: 'adding to existing projects, with sample project IDs'), and the download with its
 * 'Template Downloaded' toast or 'Download Failed' modal.
 */
export function useTemplateDownload(notify: NotifyBulkUpload): TemplateDialogProps {
  const bulkUploadMessages = useBulkUploadMessages();
  const projects = useProjects({ kind: 'approved' });
  const sampleProjectIds = useMemo(() => projects.data?.content.map((project) => project.id) ?? noIds, [projects.data]);
  const onDownload = useCallback(
    (kind: PropertyCsvTemplateKind) => {
      const titles = bulkUploadMessages.modalTitles;
      try {
        const { fileName } = downloadPropertyCsvTemplate(kind, sampleProjectIds);
        notify({ tone: 'success', title: titles.templateDownloaded, message: bulkUploadMessages.modalBodies.templateDownloaded(fileName) }, 'toast');
      } catch {
        notify({ tone: 'danger', title: titles.downloadFailed, message: bulkUploadMessages.modalBodies.downloadFailed }, 'modal');
      }
    },
    [bulkUploadMessages, notify, sampleProjectIds],
  );
  return { sampleProjectIds, isLoadingProjects: projects.isLoading, onDownload };
}

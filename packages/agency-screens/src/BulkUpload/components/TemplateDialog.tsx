import { propertyCsvTemplateProjectIds, type Messages, type PropertyCsvTemplateKind } from '@marketplace/domain';
import { ActionCard, Button, Dialog, DialogTrigger, Icon, Modal } from '@marketplace/ui';
import * as styles from './TemplateDialog.css';
import { useBulkUploadMessages, useCommonMessages } from '../../messages';

export interface TemplateDialogProps {
  /**
   * Ids of approved projects for the Project Properties Template. The dialog lists those the file
   * will hold (one per sample row), so what it promises is what is downloaded.
   */
  sampleProjectIds: readonly number[];
  /**
   * The approved projects are still loading. The project choice still works: it says the ids are
   * on their way, and a download now leaves projectIdOfThis empty. @default false
   */
  isLoadingProjects?: boolean;
  /** A template was chosen; the dialog has already closed. The caller builds and downloads the file. */
  onDownload: (kind: PropertyCsvTemplateKind) => void | Promise<void>;
}

function projectIdsLine(copy: Messages['bulkUpload']['templates'], ids: readonly number[], isLoading: boolean): string {
  if (ids.length > 0) return copy.sampleProjectIds(ids);
  return isLoading ? copy.loadingProjectIds : copy.noProjectIds;
}

/**
 * Download Template (spec 1 section 2.2): a button opening a dialog with the New Properties
 * Template (standalone properties) and the Project Properties Template (units of existing
 * projects, with the sample project ids it will use). Choosing one closes the dialog and calls
 * `onDownload`; the view builds no file itself.
 */
export function TemplateDialog({ sampleProjectIds, isLoadingProjects = false, onDownload }: TemplateDialogProps) {
  const commonMessages = useCommonMessages();
  const copy = useBulkUploadMessages().templates;
  const projectIds = propertyCsvTemplateProjectIds(sampleProjectIds);
  return (
    <DialogTrigger>
      <Button variant="secondary" icon={<Icon name="download" />}>
        {copy.downloadTemplate}
      </Button>
      <Modal size="small">
        <Dialog title={copy.dialogTitle} closeLabel={commonMessages.close}>
          {({ close }) => {
            const choose = (kind: PropertyCsvTemplateKind) => {
              close();
              void onDownload(kind);
            };
            return (
              <ul className={styles.choices}>
                <li>
                  <ActionCard icon="download" title={copy.newProperties} description={copy.newPropertiesDescription} onPress={() => choose('new')} />
                </li>
                <li>
                  <ActionCard
                    icon="download"
                    title={copy.projectProperties}
                    description={copy.projectPropertiesDescription}
                    detail={projectIdsLine(copy, projectIds, isLoadingProjects)}
                    onPress={() => choose('project')}
                  />
                </li>
              </ul>
            );
          }}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

import { en, propertyCsvTemplateProjectIds, type PropertyCsvTemplateKind } from '@marketplace/domain';
import { Button, Dialog, DialogTrigger, Icon, Modal } from '@marketplace/ui';
import { useId } from 'react';
import { Button as RACButton } from 'react-aria-components';
import * as styles from './TemplateDialog.css';

const copy = en.bulkUpload.templates;

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

interface TemplateChoiceProps {
  title: string;
  description: string;
  detail?: string;
  onPress: () => void;
}

// Only the title is the button's text, so its name is what it shows; the rest describes it. The
// button's hit area is stretched over the whole card (TemplateDialog.css.ts).
function TemplateChoice({ title, description, detail, onPress }: TemplateChoiceProps) {
  const descriptionId = useId();
  const detailId = useId();
  return (
    <div className={styles.choice}>
      <Icon name="download" className={styles.choiceIcon} />
      <div className={styles.choiceText}>
        <RACButton
          className={styles.choiceButton}
          aria-describedby={detail === undefined ? descriptionId : `${descriptionId} ${detailId}`}
          onPress={onPress}
        >
          {title}
        </RACButton>
        <span id={descriptionId} className={styles.choiceDescription}>
          {description}
        </span>
        {detail === undefined ? null : (
          <span id={detailId} className={styles.choiceDetail}>
            {detail}
          </span>
        )}
      </div>
    </div>
  );
}

function projectIdsLine(ids: readonly number[], isLoading: boolean): string {
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
  const projectIds = propertyCsvTemplateProjectIds(sampleProjectIds);
  return (
    <DialogTrigger>
      <Button variant="secondary" icon={<Icon name="download" />}>
        {copy.downloadTemplate}
      </Button>
      <Modal size="small">
        <Dialog title={copy.dialogTitle} closeLabel={en.common.close}>
          {({ close }) => {
            const choose = (kind: PropertyCsvTemplateKind) => {
              close();
              void onDownload(kind);
            };
            return (
              <ul className={styles.choices}>
                <li>
                  <TemplateChoice title={copy.newProperties} description={copy.newPropertiesDescription} onPress={() => choose('new')} />
                </li>
                <li>
                  <TemplateChoice
                    title={copy.projectProperties}
                    description={copy.projectPropertiesDescription}
                    detail={projectIdsLine(projectIds, isLoadingProjects)}
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

import type { ReactNode } from 'react';
import {
  DropZone as RACDropZone,
  FileTrigger,
  composeRenderProps,
  isFileDropItem,
  type DropZoneProps as RACDropZoneProps,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './DropZone.css';

type DropOperationGetter = NonNullable<RACDropZoneProps['getDropOperation']>;

export interface DropZoneProps
  extends Omit<RACDropZoneProps, 'children' | 'onDrop' | 'aria-label' | 'aria-labelledby' | 'getDropOperation'> {
  /** The visible invitation; also the accessible name of the drop target. @default 'Drag and drop your file here' */
  message?: string;
  /** Help under the message, e.g. accepted types and the size limit. */
  description?: ReactNode;
  /** The label of the button that opens the file chooser. @default 'Choose File' */
  buttonLabel?: string;
  /**
   * MIME types (`text/csv`, `image/*`) and extensions (`.csv`) accepted, as in the `accept`
   * attribute. Without it every file is accepted.
   */
  acceptedFileTypes?: readonly string[];
  /** Accept several files at once; otherwise only the first accepted file is kept. @default false */
  allowsMultiple?: boolean;
  /** Called with the accepted files, whether dropped, pasted or chosen. */
  onFiles: (files: File[]) => void;
  /** Called with the files that do not match `acceptedFileTypes`, so the screen can say why. */
  onFilesRejected?: (files: File[]) => void;
  /** Overrides the check made while a drag hovers the zone. @default rejects types outside `acceptedFileTypes` */
  getDropOperation?: DropOperationGetter;
  /** Extra content inside the zone, under the button, e.g. the chosen file's name. */
  children?: ReactNode;
}

/**
 * A dashed area that takes files by drag and drop, by paste (react-aria's keyboard path) or
 * through a 'Choose File' button opening the system file chooser.
 */
export function DropZone({
  message = 'Drag and drop your file here',
  description,
  buttonLabel = 'Choose File',
  acceptedFileTypes,
  allowsMultiple = false,
  onFiles,
  onFilesRejected,
  getDropOperation,
  isDisabled = false,
  children,
  className,
  ...props
}: DropZoneProps) {
  const receive = (files: File[]) => {
    if (isDisabled || files.length === 0) return;
    const accepted = files.filter((file) => acceptsFile(file, acceptedFileTypes));
    const rejected = files.filter((file) => !accepted.includes(file));
    if (rejected.length > 0) onFilesRejected?.(rejected);
    if (accepted.length > 0) onFiles(allowsMultiple ? accepted : accepted.slice(0, 1));
  };

  return (
    <RACDropZone
      {...props}
      aria-label={message}
      isDisabled={isDisabled}
      getDropOperation={getDropOperation ?? dropOperationFor(acceptedFileTypes)}
      onDrop={async (event) => {
        const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
        receive(files);
      }}
      className={composeRenderProps(className, (userClass) => [styles.dropZone, userClass].filter(Boolean).join(' '))}
    >
      <span className={styles.iconBubble}>
        <Icon name="upload" />
      </span>
      <p className={styles.message}>{message}</p>
      {description !== undefined ? <p className={styles.description}>{description}</p> : null}
      <FileTrigger
        acceptedFileTypes={acceptedFileTypes}
        allowsMultiple={allowsMultiple}
        onSelect={(list) => receive(list ? Array.from(list) : [])}
      >
        <Button variant="secondary" size="small" isDisabled={isDisabled}>
          {buttonLabel}
        </Button>
      </FileTrigger>
      {children}
    </RACDropZone>
  );
}

/** Whether a file matches an `accept`-style list of MIME types, wildcards and extensions. */
export function acceptsFile(file: Pick<File, 'name' | 'type'>, acceptedFileTypes: readonly string[] | undefined): boolean {
  if (!acceptedFileTypes || acceptedFileTypes.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return acceptedFileTypes.some((entry) => {
    const accepted = entry.trim().toLowerCase();
    if (accepted.startsWith('.')) return name.endsWith(accepted);
    if (accepted.endsWith('/*')) return type.startsWith(accepted.slice(0, -1));
    return type === accepted;
  });
}

/**
 * While a drag hovers, browsers reveal only MIME types, never file names. So a list of MIME
 * types alone can turn a drag away at once; a list with extensions cannot, and the dropped
 * files are checked by name instead (and reported through `onFilesRejected`).
 */
function dropOperationFor(acceptedFileTypes: readonly string[] | undefined): DropOperationGetter {
  return (types, allowedOperations) => {
    const operation = allowedOperations.includes('copy') ? 'copy' : (allowedOperations[0] ?? 'cancel');
    if (!acceptedFileTypes || acceptedFileTypes.length === 0) return operation;
    if (acceptedFileTypes.some((entry) => entry.trim().startsWith('.'))) return operation;
    return types.has([...acceptedFileTypes]) ? operation : 'cancel';
  };
}

import { FileTrigger as RACFileTrigger, type FileTriggerProps as RACFileTriggerProps } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button';

export interface FileButtonProps extends Omit<ButtonProps, 'onPress'> {
  /** Called with the chosen files; not called when the chooser is cancelled. */
  onSelect: (files: File[]) => void;
  /** MIME types, wildcards (`image/*`) and extensions the chooser offers. Any file when omitted. */
  acceptedFileTypes?: readonly string[];
  /** Several files at once. @default false */
  allowsMultiple?: boolean;
  /** On phones, open the camera instead of the files ('user' front, 'environment' back). */
  defaultCamera?: RACFileTriggerProps['defaultCamera'];
}

/**
 * A button that opens the system file chooser, on react-aria's FileTrigger: its hidden file input
 * follows the button in the DOM, so a test can upload to it.
 */
export function FileButton({ onSelect, acceptedFileTypes, allowsMultiple, defaultCamera, ...buttonProps }: FileButtonProps) {
  return (
    <RACFileTrigger
      acceptedFileTypes={acceptedFileTypes === undefined ? undefined : [...acceptedFileTypes]}
      allowsMultiple={allowsMultiple}
      defaultCamera={defaultCamera}
      onSelect={(list) => {
        const files = list ? Array.from(list) : [];
        if (files.length > 0) onSelect(files);
      }}
    >
      <Button {...buttonProps} />
    </RACFileTrigger>
  );
}

import { useState } from 'react';
import { Dialog as RACDialog, DialogTrigger, Popover as RACPopover, ToggleButton } from 'react-aria-components';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { portalRoot } from '../private/Overlay/Overlay.css';
import * as styles from './RichTextEditor.css';
import { ToolbarIcon } from './ToolbarIcon';
import { isSafeLinkUrl, type RichTextLabels } from './richTextTypes';

export interface LinkControlProps {
  labels: Pick<RichTextLabels, 'link' | 'linkUrl' | 'applyLink' | 'removeLink' | 'invalidLink'>;
  /** The URL of the link at the selection, or null. */
  currentUrl: string | null;
  isDisabled?: boolean;
  onApply: (url: string) => void;
  onRemove: () => void;
}

/** The link button: a small dialog to type, change or remove an http(s) or mailto address. */
export function LinkControl({ labels, currentUrl, isDisabled, onApply, onRemove }: LinkControlProps) {
  const [isOpen, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [showError, setShowError] = useState(false);

  const open = (next: boolean) => {
    if (next) {
      setUrl(currentUrl ?? 'https://');
      setShowError(false);
    }
    setOpen(next);
  };

  const apply = () => {
    if (!isSafeLinkUrl(url)) {
      setShowError(true);
      return;
    }
    onApply(url.trim());
    setOpen(false);
  };

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={open}>
      <ToggleButton aria-label={labels.link} className={styles.toolButton} isSelected={currentUrl !== null} isDisabled={isDisabled}>
        <ToolbarIcon name="link" />
      </ToggleButton>
      <RACPopover placement="bottom start" className={portalRoot}>
        <RACDialog aria-label={labels.link} className={styles.linkPopover}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              apply();
            }}
          >
            <TextField
              label={labels.linkUrl}
              type="url"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog was opened to type the address
              autoFocus
              value={url}
              onChange={(next) => {
                setUrl(next);
                setShowError(false);
              }}
              isInvalid={showError}
              errorMessage={labels.invalidLink}
            />
            <div className={styles.linkActions}>
              {currentUrl !== null ? (
                <Button
                  variant="ghost"
                  size="small"
                  onPress={() => {
                    onRemove();
                    setOpen(false);
                  }}
                >
                  {labels.removeLink}
                </Button>
              ) : null}
              <Button type="submit" size="small">
                {labels.applyLink}
              </Button>
            </div>
          </form>
        </RACDialog>
      </RACPopover>
    </DialogTrigger>
  );
}

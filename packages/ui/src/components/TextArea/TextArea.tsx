import type { ReactNode } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { CharacterCountFooter, useCharacterCount, type CharacterCountProps } from '../private/Field/CharacterCount';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../private/Field/Field';
import * as styles from './TextArea.css';

export {
  characterCountTones,
  getCharacterCountTone,
  type CharacterCountThresholds,
  type CharacterCountTone,
} from '../private/Field/CharacterCount';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children' | 'type'>, CharacterCountProps {
  /** The visible label. Without one, pass `aria-label` so the text area still has a name. */
  label?: ReactNode;
  /** Help text under the text area, announced as its description. */
  description?: ReactNode;
  /** Shown under the text area while it is invalid (`isInvalid` or failed validation). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Hint shown while the text area is empty; never a substitute for the label. */
  placeholder?: string;
  /** Visible lines of text before it scrolls; the user may drag it taller. @default 4 */
  rows?: number;
}

/**
 * A multi-line text input with an optional character counter that turns to warning and danger tones
 * near the limit. The counter is the text area's description, so its current value is read on focus;
 * a hidden polite live region speaks only when the tone steps up, so typing does not flood screen readers.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  const count = useCharacterCount(props);

  return (
    <RACTextField
      {...count.fieldProps}
      className={composeRenderProps(className, (userClass) =>
        [fieldStyles.field, userClass].filter(Boolean).join(' '),
      )}
    >
      {label != null ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <RACTextArea rows={rows} placeholder={placeholder} className={styles.textArea} />
      <CharacterCountFooter counter={count.counter}>
        {description != null ? <FieldDescription>{description}</FieldDescription> : null}
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </CharacterCountFooter>
      {count.liveRegion}
    </RACTextField>
  );
}

import type { ReactNode } from 'react';
import {
  Input as RACInput,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { CharacterCountFooter, useCharacterCount, type CharacterCountProps } from '../private/Field/CharacterCount';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../private/Field/Field';
import * as styles from './TextField.css';

export const textFieldSizes = ['small', 'medium'] as const;
export const textFieldTypes = ['text', 'email', 'tel', 'url', 'password', 'date'] as const;

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'type'>, CharacterCountProps {
  /** The visible label. Without one, pass `aria-label` so the input still has a name. */
  label?: ReactNode;
  /** Help text under the input, announced as its description. */
  description?: ReactNode;
  /** Shown under the input while it is invalid (`isInvalid` or failed validation). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Hint shown while the input is empty; never a substitute for the label. */
  placeholder?: string;
  /** @default 'text' */
  type?: (typeof textFieldTypes)[number];
  /** `small` fits toolbars and table rows. @default 'medium' */
  size?: (typeof textFieldSizes)[number];
  /**
   * 'ltr' for text that reads left to right in every language (coordinates, codes). E-mail, phone and
   * web address inputs are left to right already: in a right-to-left page their text would otherwise
   * start at the right and a long one show only its end.
   */
  textDirection?: 'ltr';
}

const leftToRightTypes: ReadonlySet<string> = new Set(['email', 'tel', 'url']);

/**
 * A single-line text input with label, description and error, on react-aria's TextField. With
 * `maxLength` it shows a character counter under the input, as `TextArea` does.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  type = 'text',
  size,
  className,
  textDirection,
  ...props
}: TextFieldProps) {
  const count = useCharacterCount(props);
  const messages = (
    <>
      {description != null ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </>
  );
  return (
    <RACTextField
      {...count.fieldProps}
      type={type}
      className={composeRenderProps(className, (userClass) =>
        [fieldStyles.field, userClass].filter(Boolean).join(' '),
      )}
    >
      {label != null ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <RACInput placeholder={placeholder} dir={textDirection ?? (leftToRightTypes.has(type) ? 'ltr' : undefined)} className={styles.input({ size })} />
      {count.hasCounter ? <CharacterCountFooter counter={count.counter}>{messages}</CharacterCountFooter> : messages}
      {count.liveRegion}
    </RACTextField>
  );
}

import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { fieldStyles, RequiredMark } from '../private/Field/Field';
import { plainTextOfHtml } from './plainTextOfHtml';
import * as styles from './RichTextEditor.css';
import {
  defaultBackgroundColours,
  defaultRichTextLabels,
  defaultTextColours,
  type RichTextColour,
  type RichTextLabels,
} from './richTextTypes';

// lexical and its React bindings (about 100 KiB gzip minified, measured from ui's dist) load when
// the field nears the viewport or is focused, never with RichTextEditor's importer (DESIGN.md).
const LexicalRichText = lazy(() => import('./LexicalRichText'));

// How far below the viewport the editor starts loading, so it is usually ready when scrolled to.
const preloadMargin = '300px';

export interface RichTextEditorProps {
  /** The visible label; it names the editable area. */
  label: ReactNode;
  /** The content as HTML (sanitised on the way in and out). */
  value: string;
  /** Sanitised HTML, after a short pause in typing and at once when the editor loses focus. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Shown while the editor is empty. */
  placeholder?: string;
  /** Help text under the editor, announced as its description. */
  description?: ReactNode;
  isInvalid?: boolean;
  /** Shown (and announced) under the editor while `isInvalid`. */
  errorMessage?: ReactNode;
  /** Shows the content read-only; lexical is then never loaded. */
  isDisabled?: boolean;
  /**
   * The other fields' red asterisk after the label, and `aria-required` on the editable area (whose
   * name stays the label's words). Checking the value is the caller's (as with `isInvalid`).
   */
  isRequired?: boolean;
  /** A limit on the plain text's length: a counter shows and the field turns invalid past it (nothing is cut). */
  maxLength?: number;
  /** The counter's text. @default (count, max) => `${count}/${max}` */
  formatCount?: (count: number, maxLength: number) => string;
  /** The toolbar's words (English by default); pass only the ones to change. */
  labels?: Partial<RichTextLabels>;
  /** The text colour palette. @default seven named colours readable on white */
  textColours?: RichTextColour[];
  /** The background colour palette. @default five light named colours */
  backgroundColours?: RichTextColour[];
}

/**
 * A rich-text field (headings, bold, italic, underline, strike, colours, lists, indents, links) on
 * lexical. Until it nears the viewport or is focused it shows a light, focusable preview of the value.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  placeholder,
  description,
  isInvalid = false,
  errorMessage,
  isDisabled = false,
  isRequired = false,
  maxLength,
  formatCount = (count, max) => `${count}/${max}`,
  labels,
  textColours = defaultTextColours,
  backgroundColours = defaultBackgroundColours,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const frameRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<null | { focus: boolean }>(null);
  const [textLength, setTextLength] = useState<number | null>(null);
  const merged = { ...defaultRichTextLabels, ...labels };

  useEffect(() => {
    const frame = frameRef.current;
    if (isDisabled || mounted || !frame || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setMounted((current) => current ?? { focus: false });
      },
      { rootMargin: preloadMargin },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [isDisabled, mounted]);

  const previewText = plainTextOfHtml(value);
  const count = textLength ?? previewText.length;
  const overLimit = maxLength !== undefined && count > maxLength;
  const invalid = isInvalid || overLimit;
  const describedBy = [description ? descriptionId : null, invalid && errorMessage ? errorId : null].filter(Boolean).join(' ') || undefined;

  const preview = (isLoading: boolean) => (
    <>
      <div className={styles.toolbar} aria-hidden="true" />
      <div
        role="textbox"
        aria-multiline
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={isRequired || undefined}
        aria-disabled={isDisabled || undefined}
        aria-busy={isLoading || undefined}
        aria-placeholder={placeholder}
        tabIndex={isDisabled ? undefined : 0}
        className={styles.previewText}
        onFocus={() => setMounted({ focus: true })}
      >
        {previewText === '' && placeholder ? <span className={styles.placeholderInline}>{placeholder}</span> : previewText}
      </div>
    </>
  );

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </span>
      <div ref={frameRef} className={styles.frame} data-invalid={invalid || undefined} data-disabled={isDisabled || undefined}>
        {mounted && !isDisabled ? (
          <Suspense fallback={preview(true)}>
            <LexicalRichText
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              placeholder={placeholder}
              labelId={labelId}
              describedBy={describedBy}
              isInvalid={invalid}
              isRequired={isRequired}
              focusOnMount={mounted.focus}
              maxLength={maxLength}
              onTextLength={maxLength === undefined ? undefined : setTextLength}
              labels={merged}
              textColours={textColours}
              backgroundColours={backgroundColours}
            />
          </Suspense>
        ) : (
          preview(false)
        )}
      </div>
      <div className={styles.footer}>
        <div>
          {description ? (
            <span id={descriptionId} className={fieldStyles.description}>
              {description}
            </span>
          ) : null}
          <div aria-live="polite">
            {invalid && errorMessage ? (
              <span id={errorId} className={fieldStyles.error}>
                {errorMessage}
              </span>
            ) : null}
          </div>
        </div>
        {maxLength !== undefined ? (
          <span className={overLimit ? fieldStyles.error : fieldStyles.description}>{formatCount(count, maxLength)}</span>
        ) : null}
      </div>
    </div>
  );
}

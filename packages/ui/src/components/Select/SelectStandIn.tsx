import { useId, useRef, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { fieldStyles } from '../private/Field/Field';
import * as styles from './Select.css';
import * as standInStyles from './SelectStandIn.css';

/** How a deferred select was first used: the full select takes focus, and opens after a press. */
export interface SelectFirstUse {
  readonly focus: boolean;
  readonly open: boolean;
}

export interface SelectStandInProps {
  /** The selected option's label, or the placeholder while nothing is selected. */
  valueText: string;
  isPlaceholder: boolean;
  size?: 'small' | 'medium';
  className?: string;
  /** The visible label, above the button as the full select shows it. */
  label?: ReactNode;
  isRequired?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  isDisabled?: boolean;
  /** With a name, a hidden input carries the value in a form, as the full select's hidden select does. */
  name?: string;
  value?: string;
  onUse: (use: SelectFirstUse) => void;
}

/**
 * What a deferred `Select` shows until it is used: the trigger's look, role, name and popup state
 * on a plain button, without react-aria's collection, hidden native select or popover. The first
 * focus (Tab, the arrow keys of a grid, a script) swaps in the full select, focused; a press swaps it
 * in open. A touch focuses before it clicks, so after a touch the click, not the focus, does it.
 */
export function SelectStandIn({
  valueText,
  isPlaceholder,
  size,
  className,
  label,
  isRequired,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  isDisabled,
  name,
  value,
  onUse,
}: SelectStandInProps) {
  const id = useId();
  const valueId = `${id}-value`;
  const labelId = `${id}-label`;
  const lastPointer = useRef<string | null>(null);
  // Named as react-aria names the trigger: the value, then the label.
  const hasLabel = label != null;
  const labelledBy = [valueId, ariaLabelledby, hasLabel ? labelId : null, ariaLabel && !ariaLabelledby && !hasLabel ? id : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={[fieldStyles.field, styles.root, className].filter(Boolean).join(' ')}>
      {hasLabel ? (
        // The button is named through aria-labelledby; `htmlFor` makes a click on the label press it.
        <label id={labelId} htmlFor={id} className={fieldStyles.label}>
          {label}
          {isRequired ? (
            <span aria-hidden="true" className={fieldStyles.requiredMark}>
              *
            </span>
          ) : null}
        </label>
      ) : null}
      <button
        id={id}
        type="button"
        className={`${styles.trigger({ size })} ${standInStyles.trigger}`}
        aria-label={ariaLabel}
        aria-labelledby={labelledBy}
        aria-haspopup="listbox"
        aria-expanded={false}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        onPointerDown={(event) => {
          if (isDisabled) return;
          lastPointer.current = event.pointerType;
          // A mouse opens the full select on press, as react-aria's does; no focus lands on this button first.
          if (event.pointerType === 'mouse' && event.button === 0) {
            event.preventDefault();
            onUse({ focus: true, open: true });
          }
        }}
        onFocus={() => {
          if (!isDisabled && lastPointer.current !== 'touch' && lastPointer.current !== 'pen') onUse({ focus: true, open: false });
        }}
        onClick={() => isDisabled || onUse({ focus: true, open: true })}
      >
        <span id={valueId} className={styles.value} data-placeholder={isPlaceholder || undefined}>
          {valueText}
        </span>
        <Icon name="chevronDown" size="small" className={styles.chevron} />
      </button>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
    </div>
  );
}

/** What a stand-in needs of a select's props: the shown option's label, the trigger's look and name. */
interface StandInSource {
  items?: Iterable<{ id: Key; label: string }>;
  selectedKey?: Key | null;
  defaultSelectedKey?: Key | null;
  placeholder?: string;
  size?: 'small' | 'medium';
  className?: unknown;
  label?: ReactNode;
  isRequired?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  isDisabled?: boolean;
  name?: string;
}

function optionLabel(items: StandInSource['items'], key: Key | null | undefined): string | undefined {
  if (key == null || !items) return undefined;
  for (const item of items) if (item.id === key) return item.label;
  return undefined;
}

/** The stand-in's props for a select's props (all but `onUse`). */
export function standInPropsOf(props: StandInSource): Omit<SelectStandInProps, 'onUse'> {
  const key = props.selectedKey !== undefined ? props.selectedKey : props.defaultSelectedKey;
  const selected = optionLabel(props.items, key);
  return {
    valueText: selected ?? props.placeholder ?? '',
    isPlaceholder: selected === undefined,
    size: props.size,
    className: typeof props.className === 'string' ? props.className : undefined,
    label: props.label,
    isRequired: props.isRequired,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    isDisabled: props.isDisabled,
    name: props.name,
    value: key == null ? undefined : String(key),
  };
}

/** A press that also focuses (a label's click) must still open: an open request is not taken back. */
export function keepOpenRequest(previous: SelectFirstUse | null, use: SelectFirstUse): SelectFirstUse {
  return previous?.open ? previous : use;
}

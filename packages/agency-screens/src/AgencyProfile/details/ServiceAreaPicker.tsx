import type { ServiceArea } from '@marketplace/domain';
import { Icon } from '@marketplace/ui';
import { useId } from 'react';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import * as styles from './ServiceAreaPicker.css';

export interface ServiceAreaPickerProps {
  /** The visible label. */
  label: string;
  /** Keyboard and pointer help under the label. */
  hint: string;
  /** The service-area list; undefined while it loads. */
  areas: readonly ServiceArea[] | undefined;
  /** Shown instead of the list while it loads. */
  loadingLabel: string;
  /** Ids of the chosen areas. */
  selectedIds: readonly number[];
  /** Called with the chosen ids, in the list's order. */
  onChange: (ids: number[]) => void;
  /** How many are chosen, e.g. '3 areas selected'. */
  formatSelectedCount: (count: number) => string;
  /** Shown under the list while it is invalid. */
  errorMessage?: string;
}

/**
 * A multi-select for the ~40 service areas: a react-aria ListBox with `selectionMode="multiple"`
 * rather than a checkbox group. The list is one Tab stop (arrow keys move, Space toggles, typing
 * jumps to an area) where forty checkboxes would be forty Tab stops between the user and Save.
 * Each option draws a checkbox so pointer users see it is a multi-select.
 */
export function ServiceAreaPicker({
  label,
  hint,
  areas,
  loadingLabel,
  selectedIds,
  onChange,
  formatSelectedCount,
  errorMessage,
}: ServiceAreaPickerProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const isInvalid = errorMessage !== undefined;

  const change = (selection: Selection) => {
    const all = areas ?? [];
    const chosen = selection === 'all' ? all.map((area) => area.id) : all.filter((area) => selection.has(area.id)).map((area) => area.id);
    onChange(chosen);
  };

  return (
    <div className={styles.picker}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <span id={hintId} className={styles.hint}>
        {hint} {formatSelectedCount(selectedIds.length)}
      </span>
      {areas === undefined ? (
        <span role="status" className={styles.hint}>
          {loadingLabel}
        </span>
      ) : (
        <ListBox
          aria-labelledby={labelId}
          aria-describedby={isInvalid ? `${hintId} ${errorId}` : hintId}
          selectionMode="multiple"
          selectionBehavior="toggle"
          selectedKeys={new Set(selectedIds)}
          onSelectionChange={change}
          items={areas}
          className={styles.listBox}
          data-invalid={isInvalid || undefined}
        >
          {(area) => (
            <ListBoxItem id={area.id} textValue={area.serviceArea} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span aria-hidden="true" className={isSelected ? `${styles.check} ${styles.checkSelected}` : styles.check}>
                    {isSelected ? <Icon name="check" size="small" /> : null}
                  </span>
                  {area.serviceArea}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      )}
      {isInvalid ? (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}

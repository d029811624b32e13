import type { ServiceArea } from '@marketplace/domain';
import { ListBox, ListBoxItem, Stack, Text, type Selection } from '@marketplace/ui';

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
 * A multi-select for the ~40 service areas: ui's ListBox with `selectionMode="multiple"` rather than
 * a checkbox group. The list is one Tab stop (arrow keys move, Space toggles, typing jumps to an
 * area) where forty checkboxes would be forty Tab stops between the user and Save. Each option
 * draws a checkbox so pointer users see it is a multi-select.
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
  const description = `${hint} ${formatSelectedCount(selectedIds.length)}`;

  if (areas === undefined) {
    return (
      <Stack gap="xsmall">
        <Text as="span" size="small" weight="semibold">
          {label}
        </Text>
        <Text as="span" size="xsmall" tone="muted">
          {description}
        </Text>
        <Text as="span" role="status" size="xsmall" tone="muted">
          {loadingLabel}
        </Text>
      </Stack>
    );
  }

  const change = (selection: Selection) => {
    const chosen = selection === 'all' ? areas.map((area) => area.id) : areas.filter((area) => selection.has(area.id)).map((area) => area.id);
    onChange(chosen);
  };

  return (
    <ListBox
      label={label}
      description={description}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      layout="grid"
      selectionMode="multiple"
      selectionBehavior="toggle"
      selectedKeys={new Set(selectedIds)}
      onSelectionChange={change}
      items={areas}
    >
      {(area) => <ListBoxItem id={area.id}>{area.serviceArea}</ListBoxItem>}
    </ListBox>
  );
}

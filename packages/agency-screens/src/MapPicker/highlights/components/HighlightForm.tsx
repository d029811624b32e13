import { formatCoordinate, type GeoPoint, type HighlightDraftProblems, type LookupItem } from '@marketplace/domain';
import { Banner, Button, Select, Text, TextField } from '@marketplace/ui';
import { useLocationHighlightsMessages } from '../../../messages/useLocationHighlightsMessages';
import { useMapPickerMessages } from '../../../messages/useMapPickerMessages';
import { CoordinateEntry, type CoordinateEntryProps } from '../../components/CoordinateEntry';
import * as styles from '../ManageLocationsDialog.css';

/** Whether the types come from the lookup, are on their way, or are the built-in list after a failed call. */
export type HighlightTypesStatus = 'loading' | 'loaded' | 'fallback';

export interface HighlightFormProps {
  /** 'add' until a listed highlight is loaded for editing; then Add reads Update and Cancel edit shows. */
  mode: 'add' | 'edit';
  label: string;
  onLabelChange: (label: string) => void;
  /** The highlight types to choose from (the lookup's, or the built-in list). */
  types: readonly LookupItem[];
  typesStatus: HighlightTypesStatus;
  typeId: number | null;
  onTypeChange: (typeId: number | null) => void;
  /** The position picked on the map or typed, or null. */
  point: GeoPoint | null;
  /** The spec's message for each missing part (spec 3 section 5). */
  problems: HighlightDraftProblems;
  /** Add (or Update) is enabled only when label, type and position are all present. */
  canSubmit: boolean;
  onSubmit: () => void;
  onCancelEdit: () => void;
  /** The typed coordinates field: a position without a pointer. */
  coordinates: CoordinateEntryProps;
}

/**
 * Label, type and position of the highlight being added or edited. Each missing part shows its spec
 * message under it from the start: Add is disabled until all three are there, and a disabled button
 * cannot say why.
 */
export function HighlightForm({ mode, label, onLabelChange, types, typesStatus, typeId, onTypeChange, point, problems, canSubmit, onSubmit, onCancelEdit, coordinates }: HighlightFormProps) {
  const messages = useLocationHighlightsMessages();
  const picker = useMapPickerMessages();
  const items = types.map((type) => ({ id: type.id, label: type.name }));
  return (
    <div className={styles.form}>
      <TextField label={messages.labelField} placeholder={messages.labelPlaceholder} value={label} onChange={onLabelChange} description={problems.label} isRequired />
      {typesStatus === 'fallback' ? <Banner tone="warning">{messages.typesFallback}</Banner> : null}
      <Select
        label={messages.typeField}
        items={items}
        selectedKey={typeId}
        onSelectionChange={(key) => onTypeChange(key === null ? null : Number(key))}
        description={typesStatus === 'loading' ? messages.typesLoading : problems.type}
        isRequired
      />
      {/* An output is a polite live region: a position picked on the map is announced. */}
      <output>
        <Text weight="semibold">{messages.position}: </Text>
        <Text>{point ? picker.selectedCoordinates(formatCoordinate(point.latitude), formatCoordinate(point.longitude)) : problems.position}</Text>
      </output>
      <CoordinateEntry {...coordinates} />
      <div className={styles.actions}>
        <Button onPress={onSubmit} isDisabled={!canSubmit}>
          {mode === 'edit' ? messages.update : messages.add}
        </Button>
        {mode === 'edit' ? (
          <Button variant="secondary" onPress={onCancelEdit}>
            {messages.cancelEdit}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

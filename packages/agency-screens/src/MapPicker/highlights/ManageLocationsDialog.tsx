import { mapConstants } from '@marketplace/domain';
import type { MapMarker } from '@marketplace/ui';
import { Banner, Button, Dialog, Modal, Text } from '@marketplace/ui';
import { useCommonMessages } from '../../messages/useCommonMessages';
import { useLocationHighlightsMessages } from '../../messages/useLocationHighlightsMessages';
import { useMapPickerMessages } from '../../messages/useMapPickerMessages';
import { PickerMap, type PickerMapProps } from '../components/PickerMap';
import { HighlightForm, type HighlightFormProps, type HighlightTypesStatus } from './components/HighlightForm';
import { HighlightList, type HighlightListProps } from './components/HighlightList';
import * as styles from './ManageLocationsDialog.css';

export type { HighlightFormProps, HighlightListProps, HighlightTypesStatus };

/**
 * The spec's 500 px; on a short screen (a phone) at most 60% of its height, so the dialog can still be
 * scrolled by a touch outside the map, which a map would take as a pan.
 */
const mapHeight = `min(${mapConstants.highlightMapHeightPx}px, 60vh)`;

/** The highlights map: the picker's map props, with every highlight's marker and the draft's. */
export interface HighlightMapProps extends PickerMapProps {
  markers: readonly MapMarker[];
}

export interface ManageLocationsDialogProps {
  /** Whether the dialog is open. @default true */
  isOpen?: boolean;
  /** The 500 px map: a click or Enter sets the draft's position, its marker can be dragged. */
  map: HighlightMapProps;
  /** The highlight being added or edited (label, type, position, typed coordinates). */
  form: HighlightFormProps;
  /** The project's highlights and the property's own. */
  list: HighlightListProps;
  /** Whom the map data comes from, as its licence asks. */
  mapSource: string;
  /** Done, Escape or the close button: the dialog closes; the list was handed back on every change. */
  onDone: () => void;
}

/**
 * The 'Manage Locations' dialog of the property form's Nearby Location Highlights (spec 3 sections
 * 2.6, 5 and 9; issue 16). Pure: the list, the draft and the map come in as props
 * (`useHighlightEditor` makes them).
 */
export function ManageLocationsDialog({ isOpen = true, map, form, list, mapSource, onDone }: ManageLocationsDialogProps) {
  const messages = useLocationHighlightsMessages();
  const picker = useMapPickerMessages();
  const common = useCommonMessages();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onDone())} size="large">
      <Dialog title={messages.manageLocations} closeLabel={common.close} footer={<Button onPress={onDone}>{messages.done}</Button>}>
        <div className={styles.layout}>
          {map.styleFellBack ? <Banner tone="warning">{picker.styleFallback}</Banner> : null}
          <PickerMap {...map} point={form.point} height={mapHeight} hint={messages.positionRequired} webglMessage={messages.webglUnavailable} />
          <div className={styles.columns}>
            <HighlightForm {...form} />
            <HighlightList {...list} />
          </div>
          <Text size="small" tone="muted">
            {messages.mapSource(mapSource)}
          </Text>
        </div>
      </Dialog>
    </Modal>
  );
}

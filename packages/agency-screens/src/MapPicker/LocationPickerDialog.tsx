import type { GeoPoint } from '@marketplace/domain';
import { Banner, Button, Dialog, Modal, Text } from '@marketplace/ui';
import { useCommonMessages, useMapPickerMessages } from '../messages';
import { AddressSearch, type AddressSearchProps } from './components/AddressSearch';
import { CoordinateEntry, type CoordinateEntryProps } from './components/CoordinateEntry';
import { PickerMap, type PickerMapProps } from './components/PickerMap';
import { SelectedLocation } from './components/SelectedLocation';
import * as styles from './LocationPickerDialog.css';

export type { AddressSearchProps, CoordinateEntryProps, PickerMapProps };

export interface LocationPickerDialogProps {
  /** Whether the dialog is open. @default true */
  isOpen?: boolean;
  /** 'select' titles it 'Select Location' (no point yet), 'edit' 'Edit Location'. */
  mode: 'select' | 'edit';
  /** The chosen position, or null until one is picked; Confirm is disabled while null. */
  point: GeoPoint | null;
  /** The chosen position's address when known (a picked suggestion, or a reverse lookup). */
  address: string | null;
  /** The map: its style, camera, marker and picks. */
  map: PickerMapProps;
  /** The address search field and its suggestions. */
  search: AddressSearchProps;
  /** The typed coordinates field (a position entered without a pointer). */
  coordinates: CoordinateEntryProps;
  /** Whom the map data and the address search come from, as their licences ask. */
  sources: { readonly map: string; readonly search: string };
  /** 'Confirm Location': the point (and address) go back to the caller. */
  onConfirm: () => void;
  /** Cancel, Escape or a click outside: nothing is passed back. */
  onCancel: () => void;
}

/**
 * The Select/Edit Location dialog (spec 2 sections 2.4 and 9; issue 16): an address search with up to
 * five suggestions, a map that picks on click, Enter or a dragged marker, the point to 6 decimals in
 * read-only fields, and coordinates typed by hand. Pure: the map's state, the search and the point
 * come in as props (`useLocationPicker` makes them).
 */
export function LocationPickerDialog({ isOpen = true, mode, point, address, map, search, coordinates, sources, onConfirm, onCancel }: LocationPickerDialogProps) {
  const messages = useMapPickerMessages();
  const common = useCommonMessages();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} size="large">
      <Dialog
        title={mode === 'edit' ? messages.editTitle : messages.selectTitle}
        closeLabel={common.close}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel}>
              {messages.cancel}
            </Button>
            <Button onPress={onConfirm} isDisabled={point === null}>
              {messages.confirm}
            </Button>
          </>
        }
      >
        <div className={styles.layout}>
          {map.styleFellBack ? <Banner tone="warning">{messages.styleFallback}</Banner> : null}
          <AddressSearch {...search} />
          <PickerMap {...map} point={point} />
          <div className={styles.details}>
            <SelectedLocation point={point} address={address} />
            <CoordinateEntry {...coordinates} />
          </div>
          <Text size="small" tone="muted">
            {messages.sources(sources.map, sources.search)}
          </Text>
        </div>
      </Dialog>
    </Modal>
  );
}

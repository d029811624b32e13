import { formatCoordinate, type GeoPoint } from '@marketplace/domain';
import { Text, TextField } from '@marketplace/ui';
import { useMapPickerMessages } from '../../messages';
import * as styles from '../LocationPickerDialog.css';

/** The chosen point in read-only fields to 6 decimals (spec 2 section 9), and its address when known. */
export function SelectedLocation({ point, address }: { point: GeoPoint | null; address: string | null }) {
  const messages = useMapPickerMessages();
  const latitude = point ? formatCoordinate(point.latitude) : '';
  const longitude = point ? formatCoordinate(point.longitude) : '';
  return (
    <div className={styles.selected}>
      <div className={styles.coordinateFields}>
        <TextField label={messages.latitude} value={latitude} isReadOnly />
        <TextField label={messages.longitude} value={longitude} isReadOnly />
      </div>
      {/* An output is a polite live region: a pick by click, drag or keys is announced. */}
      <output className={styles.summary}>
        <Text weight="semibold">{point ? messages.selectedCoordinates(latitude, longitude) : messages.noSelection}</Text>
        {point ? (
          <Text size="small" tone="muted">
            {messages.address}: {address ? <bdi>{address}</bdi> : messages.addressUnknown}
          </Text>
        ) : null}
      </output>
    </div>
  );
}

import { formatCoordinate, type Geocoder, type PropertyFormValues } from '@marketplace/domain';
import { Button, TextField } from '@marketplace/ui';
import { lazy, Suspense, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '../fields/FormTextField';
import { usePropertyFormField } from '../fields/propertyFormFields';
import { usePropertyFormMessages } from '../../messages';
import * as styles from '../propertyForm.css';

// The picker (its gazetteer, dialog and, once open, maplibre-gl) loads when the agent opens it, not with the form.
const MapPicker = lazy(() => import('../../MapPicker/MapPicker').then((module) => ({ default: module.MapPicker })));

export interface LocationFieldsProps {
  /** The picker's address search; the built-in UAE gazetteer when absent. */
  geocoder?: Geocoder;
  /** A MapLibre style URL; the built-in basemap when absent. */
  mapStyle?: string;
}

/**
 * Address, and the latitude and longitude that only the map picker sets (spec 3 section 5: always
 * read-only). Confirming a point whose address the geocoder found fills an empty address; an
 * address the agent typed is never replaced.
 */
export function LocationFields({ geocoder, mapStyle }: LocationFieldsProps) {
  const messages = usePropertyFormMessages();
  const { setValue } = useFormContext<PropertyFormValues>();
  const { control, isLocked } = usePropertyFormField('latitude');
  const [latitude, longitude, address] = useWatch({ control, name: ['latitude', 'longitude', 'address'] });
  const [isPickerOpen, setPickerOpen] = useState(false);
  const point = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const shown = (value: number | null) => (value === null ? '' : formatCoordinate(value));

  return (
    <>
      <div className={styles.wide}>
        <FormTextField name="address" label={messages.fields.address} isRequired />
      </div>
      <div className={`${styles.wide} ${styles.locationRow}`}>
        <TextField label={messages.fields.latitude} value={shown(latitude)} placeholder={messages.coordinateNotSet} isReadOnly description={isLocked ? messages.lockedHint : messages.coordinateHint} />
        <TextField label={messages.fields.longitude} value={shown(longitude)} placeholder={messages.coordinateNotSet} isReadOnly />
        {isLocked ? null : (
          <Button variant="secondary" onPress={() => setPickerOpen(true)}>
            {point ? messages.fields.editOnMap : messages.fields.selectOnMap}
          </Button>
        )}
      </div>
      {isPickerOpen ? (
        <Suspense fallback={null}>
          <MapPicker
            isOpen
            initialPoint={point}
            initialAddress={address || null}
            geocoder={geocoder}
            mapStyle={mapStyle}
            onConfirm={(picked, pickedAddress) => {
              const options = { shouldDirty: true, shouldValidate: false } as const;
              setValue('latitude', picked.latitude, options);
              setValue('longitude', picked.longitude, options);
              if (pickedAddress && !address.trim()) setValue('address', pickedAddress, { ...options, shouldValidate: true });
              setPickerOpen(false);
            }}
            onCancel={() => setPickerOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import { handoverBeforeSaleStart, propertyFormLimits, type Geocoder, type PropertyFormValues } from '@marketplace/domain';
import { Banner } from '@marketplace/ui';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldGroup, FormSection } from './FormSection';
import { LocationFields } from './LocationFields';
import { RoiField } from './RoiField';
import { FormRichTextField } from '../fields/FormRichTextField';
import { FormSelectField } from '../fields/FormSelectField';
import { FormTextField } from '../fields/FormTextField';
import { usePropertyFormMessages } from '../../messages';
import * as styles from '../propertyForm.css';

export interface BasicInformationSectionProps {
  geocoder?: Geocoder;
  mapStyle?: string;
}

/** Warns, without blocking the save, when the handover comes before the sale starts (issue 17, bad input). */
function HandoverWarning() {
  const messages = usePropertyFormMessages();
  const { control } = useFormContext<PropertyFormValues>();
  const [handoverDate, saleStartDate] = useWatch({ control, name: ['handoverDate', 'saleStartDate'] });
  if (!handoverBeforeSaleStart(handoverDate, saleStartDate)) return null;
  return (
    <div className={styles.wide}>
      <Banner tone="warning">{messages.handoverBeforeSaleStart}</Banner>
    </div>
  );
}

/**
 * Section 1 of the form (spec 3 section 2.6): Property Information, Location Details, Dates &
 * Completion Status and Property Specifications, with the numeric fields of section 5 held as typed.
 */
export function BasicInformationSection({ geocoder, mapStyle }: BasicInformationSectionProps) {
  const messages = usePropertyFormMessages();
  const { fields } = messages;
  const quarters = useMemo(() => ([1, 2, 3, 4] as const).map((quarter) => ({ id: quarter, label: messages.handoverQuarters[quarter] })), [messages]);
  const preHandover = useMemo(
    () => propertyFormLimits.preHandoverPaymentOptions.map((percent) => ({ id: percent, label: messages.preHandoverOption(percent) })),
    [messages],
  );

  return (
    <FormSection title={messages.sections.basicInformation}>
      <FieldGroup title={messages.sections.propertyInformation}>
        <FormTextField name="name" label={fields.name} isRequired />
        <FormTextField name="amount" label={fields.amount} isRequired inputMode="decimal" />
        <FormTextField name="floorNumber" label={fields.floorNumber} />
        <FormTextField name="ownerShip" label={fields.ownerShip} />
        <div className={styles.wide}>
          <FormRichTextField name="description" label={fields.description} isRequired />
        </div>
      </FieldGroup>
      <FieldGroup title={messages.sections.locationDetails}>
        <LocationFields geocoder={geocoder} mapStyle={mapStyle} />
      </FieldGroup>
      <FieldGroup title={messages.sections.datesAndCompletion}>
        <FormTextField name="saleStartDate" label={fields.saleStartDate} type="date" />
        <FormTextField name="handoverDate" label={fields.handoverDate} type="date" />
        <FormSelectField name="handoverQta" label={fields.handoverQuarter} options={quarters} />
        <FormTextField name="completePct" label={fields.completePct} inputMode="decimal" />
        <FormSelectField name="preHandoverPaymentPct" label={fields.preHandoverPayment} options={preHandover} />
        <HandoverWarning />
      </FieldGroup>
      <FieldGroup title={messages.sections.propertySpecifications}>
        <FormTextField name="landArea" label={fields.landArea} inputMode="decimal" />
        <FormTextField name="numOfBuildings" label={fields.numOfBuildings} inputMode="numeric" />
        <FormTextField name="numOfFloors" label={fields.numOfFloors} inputMode="numeric" />
        <FormTextField name="numOfRooms" label={fields.numOfRooms} inputMode="numeric" />
        <FormTextField name="numOfBedrooms" label={fields.numOfBedrooms} inputMode="numeric" />
        <FormTextField name="numOfBathrooms" label={fields.numOfBathrooms} inputMode="numeric" />
        <FormTextField name="numOfParking" label={fields.numOfParking} inputMode="numeric" />
        <FormTextField name="numOfElevators" label={fields.numOfElevators} inputMode="numeric" />
        <RoiField />
      </FieldGroup>
    </FormSection>
  );
}

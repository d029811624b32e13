import type { Lookups } from '@marketplace/api-client';
import { propertyFormLimits, type LookupItem, type PropertyCategory, type PropertyFormValues } from '@marketplace/domain';
import { Banner, Checkbox, CheckboxGroup } from '@marketplace/ui';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FieldGroup, FormSection } from './FormSection';
import { FormSelectField } from '../fields/FormSelectField';
import { usePropertyFormField } from '../fields/propertyFormFields';
import { usePropertyFormMessages } from '../../messages';
import * as styles from '../propertyForm.css';

/** The categories of the property type the form shows, as the connected hook reads them. */
export interface PropertyCategoriesState {
  /** The type these categories belong to. */
  readonly typeId: number | null;
  readonly items: readonly PropertyCategory[];
  readonly isLoading: boolean;
}

export interface PropertyDetailsSectionProps {
  /** The lookup lists (each from the server or its built-in fallback). */
  lookups: Lookups;
  categories: PropertyCategoriesState;
  /** The agent chose another property type: its categories are to be read. */
  onPropertyTypeChange: (typeId: number | null) => void;
}

const optionsOf = (items: readonly { readonly id: number; readonly name?: string | null }[]) => items.map((item) => ({ id: item.id, label: item.name ?? String(item.id) }));

/**
 * After the agent changes the property type, the first of its categories is selected once they
 * arrive, or the category is cleared (id 0) when there are none (spec 3 section 4). A saved
 * property's category is left as it is when the form opens.
 */
function useFirstCategoryOnTypeChange(categories: PropertyCategoriesState) {
  const { setValue } = useFormContext<PropertyFormValues>();
  const awaitingType = useRef<number | null>(null);
  useEffect(() => {
    if (awaitingType.current === null || categories.typeId !== awaitingType.current || categories.isLoading) return;
    awaitingType.current = null;
    setValue('propertyCategoryId', categories.items[0]?.id ?? propertyFormLimits.clearedCategoryId, { shouldDirty: true });
  }, [categories, setValue]);
  return (typeId: number | null) => {
    awaitingType.current = typeId;
  };
}

function AmenitiesField({ amenities }: { amenities: readonly LookupItem[] }) {
  const messages = usePropertyFormMessages();
  const { control, isLocked } = usePropertyFormField('amenityIds');
  return (
    <Controller
      control={control}
      name="amenityIds"
      render={({ field }) => (
        <CheckboxGroup
          aria-label={messages.sections.amenities}
          orientation="horizontal"
          value={field.value.map(String)}
          onChange={(values) => field.onChange(values.map(Number))}
          isDisabled={isLocked}
          description={isLocked ? messages.lockedHint : undefined}
          className={styles.wide}
        >
          {amenities.map((amenity) => (
            <Checkbox key={amenity.id} value={String(amenity.id)}>
              {amenity.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    />
  );
}

/** Section 2 of the form (spec 3 section 2.6): Property Classification and Amenities. */
export function PropertyDetailsSection({ lookups, categories, onPropertyTypeChange }: PropertyDetailsSectionProps) {
  const messages = usePropertyFormMessages();
  const { fields } = messages;
  const { control, setValue } = useFormContext<PropertyFormValues>();
  const typeId = useWatch({ control, name: 'propertyTypeId' });
  const awaitCategories = useFirstCategoryOnTypeChange(categories);
  const options = useMemo(
    () => ({
      types: optionsOf(lookups.propertyTypes),
      areas: optionsOf(lookups.areas),
      offering: optionsOf(lookups.offeringTypes),
      sale: optionsOf(lookups.saleTypes),
      furnishing: optionsOf(lookups.furnishingStatuses),
      construction: optionsOf(lookups.constructionStatuses),
    }),
    [lookups],
  );
  const categoryOptions = useMemo(() => (categories.typeId === typeId ? optionsOf(categories.items) : []), [categories, typeId]);
  const categoryNote =
    typeId === null ? undefined : categories.isLoading ? messages.categoriesLoading : categoryOptions.length === 0 ? messages.noCategories : undefined;

  return (
    <FormSection title={messages.sections.propertyDetails}>
      {lookups.fallbacks.length > 0 ? <Banner tone="warning">{messages.lookupsFallback}</Banner> : null}
      <FieldGroup title={messages.sections.propertyClassification}>
        <FormSelectField
          name="propertyTypeId"
          label={fields.propertyType}
          options={options.types}
          onValueChange={(value) => {
            awaitCategories(value);
            setValue('propertyCategoryId', null);
            onPropertyTypeChange(value);
          }}
        />
        <FormSelectField name="propertyCategoryId" label={fields.propertyCategory} options={categoryOptions} description={categoryNote} />
        <FormSelectField name="areaId" label={fields.area} options={options.areas} />
        <FormSelectField name="offeringTypeId" label={fields.offeringType} options={options.offering} />
        <FormSelectField name="saleTypeId" label={fields.saleType} options={options.sale} />
        <FormSelectField name="furnishingStatusId" label={fields.furnishingStatus} options={options.furnishing} />
        <FormSelectField name="constructionStatusId" label={fields.constructionStatus} options={options.construction} />
      </FieldGroup>
      <FieldGroup title={messages.sections.amenities}>
        <AmenitiesField amenities={lookups.amenities} />
      </FieldGroup>
    </FormSection>
  );
}

import type { LocationHighlight, LocationHighlightDraft } from '@marketplace/domain';
import { Badge, Button, Stack, Text } from '@marketplace/ui';
import { lazy, Suspense, useState } from 'react';
import { FormSection } from './FormSection';
import { highlightListItems } from '../../MapPicker/highlights/highlightItems';
import { useLocationHighlightsMessages, usePropertyFormMessages } from '../../messages';

// The dialog and its map load when the agent opens it, not with the form.
const ManageLocations = lazy(() => import('../../MapPicker/highlights/ManageLocations').then((module) => ({ default: module.ManageLocations })));

export interface HighlightsSectionProps {
  /** The property's own highlights: saved (isExisting) and new (temporary negative ids). */
  value: readonly LocationHighlightDraft[];
  onChange: (value: LocationHighlightDraft[]) => void;
  /** The project's highlights, shown and never sent again. */
  projectHighlights: readonly LocationHighlight[];
  /** The property's position; highlights are placed around it, so none can be managed before it is set. */
  centre: { latitude: number; longitude: number } | null;
  mapStyle?: string;
}

/**
 * Section 3 (spec 3 section 2.6): the highlights listed, and the 'Manage Locations' dialog with its
 * 500 px map. The edit form shows the section only once the property has a position (spec 3
 * section 2.12); the create form says why the button waits for one.
 */
export function HighlightsSection({ value, onChange, projectHighlights, centre, mapStyle }: HighlightsSectionProps) {
  const messages = usePropertyFormMessages();
  const highlightMessages = useLocationHighlightsMessages();
  const [isOpen, setOpen] = useState(false);
  const all = highlightListItems(projectHighlights, value);

  return (
    <FormSection title={messages.sections.locationHighlights}>
      {all.length === 0 ? (
        <Text tone="muted">{messages.noHighlights}</Text>
      ) : (
        <Stack gap="small">
          <Text>{messages.highlightsSummary(all.length)}</Text>
          <ul aria-label={highlightMessages.listLabel}>
            {all.map(({ key, label, typeName, origin }) => (
              <li key={key}>
                <Text as="span">{label}</Text>
                {typeName ? <Text as="span" tone="muted">{` · ${typeName}`}</Text> : null}{' '}
                {origin === 'project' ? <Badge tone="info">{highlightMessages.fromProject}</Badge> : null}
                {origin === 'existing' ? <Badge tone="neutral">{highlightMessages.existing}</Badge> : null}
                {origin === 'new' ? <Badge tone="success">{highlightMessages.newItem}</Badge> : null}
              </li>
            ))}
          </ul>
        </Stack>
      )}
      <Stack gap="small" alignItems="flex-start">
        <Button variant="secondary" onPress={() => setOpen(true)} isDisabled={centre === null}>
          {highlightMessages.manageLocations}
        </Button>
        {centre === null ? <Text tone="muted" size="small">{messages.locationHighlightsNeedLocation}</Text> : null}
      </Stack>
      {isOpen ? (
        <Suspense fallback={null}>
          <ManageLocations
            isOpen
            value={value}
            onChange={onChange}
            projectHighlights={projectHighlights}
            centre={centre}
            mapStyle={mapStyle}
            onDone={(done) => {
              onChange(done);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </FormSection>
  );
}

import { useLookups } from '@marketplace/api-client';
import {
  builtInHighlightTypes,
  canAddHighlight,
  highlightDraftProblems,
  highlightMarkerColours,
  mapConstants,
  nextTemporaryHighlightId,
  type GeoPoint,
  type LocationHighlight,
  type LocationHighlightDraft,
  type LookupItem,
} from '@marketplace/domain';
import { useState } from 'react';
import { useLocationHighlightsMessages } from '../../messages/useLocationHighlightsMessages';
import { useLookupsMessages } from '../../messages/useLookupsMessages';
import { useBasemap } from '../useBasemap';
import { useCoordinateEntry } from '../useCoordinateEntry';
import { colourSlot, highlightListItems } from './highlightItems';
import type { HighlightTypesStatus, ManageLocationsDialogProps } from './ManageLocationsDialog';

export interface HighlightEditorOptions {
  /** The property's highlights: saved ones (isExisting) and new ones (temporary negative ids). */
  value: readonly LocationHighlightDraft[];
  /** Every Add, Update and Remove: the whole new list (the property form owns it and saves it). */
  onChange: (value: LocationHighlightDraft[]) => void;
  /** The project's highlights, shown in purple and read-only. @default [] */
  projectHighlights?: readonly LocationHighlight[];
  /** Where the map opens: the property's location. @default 25.2048, 55.2708 */
  centre?: GeoPoint | null;
  /** A MapLibre style URL; the built-in basemap when absent or when it fails to load. */
  mapStyle?: string;
  /** Who to credit for `mapStyle`'s data; its host name when absent. */
  mapAttribution?: string;
  /** Done, Escape or the close button, with the list as it stands. */
  onDone: (value: LocationHighlightDraft[]) => void;
}

interface Draft {
  readonly label: string;
  readonly typeId: number | null;
  readonly point: GeoPoint | null;
  /** The id of the listed highlight being edited, or null while adding. */
  readonly editingId: number | null;
}

const emptyDraft: Draft = { label: '', typeId: null, point: null, editingId: null };
const draftMarkerId = 'draft';

/** The highlight types: the lookup's, or the built-in list while its call fails (spec 3 section 8). */
function useHighlightTypes(): { types: readonly LookupItem[]; status: HighlightTypesStatus } {
  const catalogue = useLookupsMessages();
  const { data, error } = useLookups(catalogue);
  if (data) return { types: data.highlightTypes, status: data.fallbacks.includes('highlightTypes') ? 'fallback' : 'loaded' };
  if (error) return { types: builtInHighlightTypes(catalogue), status: 'fallback' };
  return { types: [], status: 'loading' };
}

/**
 * The 'Manage Locations' dialog's state: the draft (label, type, position), the camera and the map
 * style, turned into the dialog's props. The list itself is the caller's (`value`/`onChange`).
 */
export function useHighlightEditor(options: HighlightEditorOptions): ManageLocationsDialogProps {
  const { value, onChange, projectHighlights = [], onDone } = options;
  const messages = useLocationHighlightsMessages();
  const { types, status } = useHighlightTypes();
  const basemap = useBasemap(options.mapStyle, options.mapAttribution);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [centre, setCentre] = useState<GeoPoint>(options.centre ?? mapConstants.defaultCentre);
  const coordinates = useCoordinateEntry();

  const placeDraft = (point: GeoPoint) => {
    setDraft((current) => ({ ...current, point }));
    coordinates.clearError();
  };
  const fields = { label: draft.label, typeId: draft.typeId, point: draft.point };
  const canSubmit = canAddHighlight(fields);

  const submit = () => {
    if (!canSubmit || !draft.point) return;
    const type = types.find((candidate) => candidate.id === draft.typeId);
    const highlightsType = type ? { id: type.id, name: type.name, description: type.description ?? null } : { id: draft.typeId! };
    const fieldsOf = { label: draft.label.trim(), latitude: draft.point.latitude, longitude: draft.point.longitude, highlightsType };
    const next =
      draft.editingId === null
        ? [...value, { id: nextTemporaryHighlightId(value), ...fieldsOf }]
        : value.map((highlight) => (highlight.id === draft.editingId ? { ...highlight, ...fieldsOf } : highlight));
    // The draft empties at once, so a second press finds Add disabled rather than adding twice.
    setDraft(emptyDraft);
    onChange(next);
  };

  const edit = (id: number) => {
    const highlight = value.find((candidate) => candidate.id === id);
    if (!highlight) return;
    const point = { latitude: Number(highlight.latitude), longitude: Number(highlight.longitude) };
    setDraft({ label: highlight.label, typeId: highlight.highlightsType?.id ?? null, point, editingId: id });
    setCentre(point);
  };

  const remove = (id: number) => {
    if (draft.editingId === id) setDraft(emptyDraft);
    onChange(value.filter((highlight) => highlight.id !== id));
  };

  const items = highlightListItems(projectHighlights, value);
  const editing = draft.editingId;
  const draftColour =
    editing === null
      ? highlightMarkerColours[colourSlot(nextTemporaryHighlightId(value)) % highlightMarkerColours.length]!
      : (items.find((item) => item.id === editing)?.colour ?? highlightMarkerColours[0]);
  const markers = [
    ...items.flatMap((item) => (item.point && (item.id === null || item.id !== editing) ? [{ id: item.key, point: item.point, colour: item.colour, label: item.label }] : [])),
    ...(draft.point ? [{ id: draftMarkerId, point: draft.point, colour: draftColour, label: draft.label.trim() || messages.draftMarker, draggable: true }] : []),
  ];

  return {
    map: { ...basemap.map, centre, zoom: mapConstants.highlightMapZoom, markers, onPick: placeDraft, onMarkerMove: placeDraft },
    form: {
      mode: editing === null ? 'add' : 'edit',
      label: draft.label,
      onLabelChange: (label) => setDraft((current) => ({ ...current, label })),
      types,
      typesStatus: status,
      typeId: draft.typeId,
      onTypeChange: (typeId) => setDraft((current) => ({ ...current, typeId })),
      point: draft.point,
      problems: highlightDraftProblems(fields, messages),
      canSubmit,
      onSubmit: submit,
      onCancelEdit: () => setDraft(emptyDraft),
      coordinates: coordinates.propsFor((typed) => {
        placeDraft(typed);
        setCentre(typed);
      }),
    },
    list: { items, editingId: editing, onEdit: edit, onRemove: remove },
    mapSource: basemap.attribution,
    onDone: () => onDone([...value]),
  };
}

import { builtInHighlightTypes, en, highlightDraftProblems, mapConstants, type LocationHighlight, type LocationHighlightDraft } from '@marketplace/domain';
import { locationHighlightTypePool } from '@marketplace/domain/fixtures';
import { fn } from 'storybook/test';
import { offlineBasemapAttribution } from '../../offline/uaeBasemapStyle';
import { highlightListItems } from '../highlightItems';
import type { HighlightTypesStatus, ManageLocationsDialogProps } from '../ManageLocationsDialog';
import { storyCentre } from './highlightStoryData';

export interface HighlightViewState {
  readonly projectHighlights?: readonly LocationHighlight[];
  readonly value?: readonly LocationHighlightDraft[];
  readonly typesStatus?: HighlightTypesStatus;
}

/** The dialog's props with an empty draft, the list made from fixtures as the hook makes it. */
export function highlightViewArgs(mapStyle: object | null, { projectHighlights = [], value = [], typesStatus = 'loaded' }: HighlightViewState = {}): ManageLocationsDialogProps {
  const items = highlightListItems(projectHighlights, value);
  const types = typesStatus === 'loading' ? [] : typesStatus === 'fallback' ? builtInHighlightTypes(en.lookups) : [...locationHighlightTypePool];
  return {
    map: {
      mapStyle,
      styleFellBack: false,
      centre: storyCentre,
      zoom: mapConstants.highlightMapZoom,
      markers: items.flatMap((item) => (item.point ? [{ id: item.key, point: item.point, colour: item.colour, label: item.label }] : [])),
      onPick: fn(),
      onMarkerMove: fn(),
      onStyleFallback: fn(),
    },
    form: {
      mode: 'add',
      label: '',
      onLabelChange: fn(),
      types,
      typesStatus,
      typeId: null,
      onTypeChange: fn(),
      point: null,
      problems: highlightDraftProblems({ label: '', typeId: null, point: null }, en.locationHighlights),
      canSubmit: false,
      onSubmit: fn(),
      onCancelEdit: fn(),
      coordinates: { text: '', error: null, onTextChange: fn(), onApply: fn() },
    },
    list: { items, editingId: null, onEdit: fn(), onRemove: fn() },
    mapSource: offlineBasemapAttribution,
    onDone: fn(),
  };
}

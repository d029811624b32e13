import { geocoderErrorMessage, type GeocoderSuggestion } from '@marketplace/domain';
import { ComboBox } from '@marketplace/ui';
import { useMapPickerMessages } from '../../messages';
import type { AddressSearchStatus } from '../useAddressSearch';

export interface AddressSearchProps {
  /** The text as typed; kept when a search fails. */
  query: string;
  /** Up to five suggestions of the last search. */
  suggestions: readonly GeocoderSuggestion[];
  status: AddressSearchStatus;
  /** What the geocoder rejected with while `status` is 'failed'. */
  error: unknown;
  onQueryChange: (text: string) => void;
  /** A suggestion picked by its id. */
  onPick: (id: string) => void;
}

/** The address field: the geocoder's suggestions as the user types, and why a search failed. */
export function AddressSearch({ query, suggestions, status, error, onQueryChange, onPick }: AddressSearchProps) {
  const messages = useMapPickerMessages();
  const items = suggestions.map(({ id, label, detail }) => ({ id, label, ...(detail ? { detail } : {}) }));
  const failed = status === 'failed';
  const failure = failed ? geocoderErrorMessage(error, messages) : null;
  const emptyState = { idle: messages.searchHint, searching: messages.searching, done: messages.noResults, failed: failure }[status];
  return (
    <ComboBox
      label={messages.searchLabel}
      placeholder={messages.searchPlaceholder}
      items={items}
      inputValue={query}
      onInputChange={onQueryChange}
      onSelectionChange={(key) => (key === null ? undefined : onPick(String(key)))}
      emptyState={emptyState}
      isInvalid={failed}
      errorMessage={failure}
    />
  );
}

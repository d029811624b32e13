import { mapConstants, type Geocoder, type GeocoderSuggestion } from '@marketplace/domain';
import { useDebouncedCallback } from '@marketplace/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the address search is: nothing typed, waiting for the geocoder, answered, or failed. */
export type AddressSearchStatus = 'idle' | 'searching' | 'done' | 'failed';

export interface AddressSearchState {
  query: string;
  suggestions: readonly GeocoderSuggestion[];
  status: AddressSearchStatus;
  /** What the geocoder rejected with, for the view to word (`geocoderErrorMessage`); null unless failed. */
  error: unknown;
}

/**
 * The address search of the picker: the text as typed, searched 300 ms after the last keystroke
 * (spec 2 section 9), each search cancelling the one before (its answer could arrive last), at most
 * five suggestions. A failure keeps the text, so the user can try again without retyping.
 */
export function useAddressSearch(geocoder: Geocoder, onPicked: (suggestion: GeocoderSuggestion) => void) {
  const [state, setState] = useState<AddressSearchState>({ query: '', suggestions: [], status: 'idle', error: null });
  const running = useRef<AbortController | null>(null);
  // The combobox writes a picked suggestion's label into the input: that text is not a new search.
  const pickedLabel = useRef<string | null>(null);

  const cancelRunning = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  const search = useDebouncedCallback((text: string) => {
    cancelRunning();
    const controller = new AbortController();
    running.current = controller;
    const limit = mapConstants.suggestionLimit;
    geocoder.search(text, { signal: controller.signal, limit }).then(
      (found) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, suggestions: found.slice(0, limit), status: 'done', error: null }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, suggestions: [], status: 'failed', error }));
      },
    );
  }, mapConstants.searchDebounceMs);

  useEffect(() => cancelRunning, [cancelRunning]);

  const onQueryChange = useCallback(
    (text: string) => {
      if (text === pickedLabel.current) {
        pickedLabel.current = null;
        setState((previous) => ({ ...previous, query: text }));
        return;
      }
      pickedLabel.current = null;
      cancelRunning();
      const blank = text.trim() === '';
      if (blank) search.cancel();
      else search.run(text.trim());
      setState((previous) => ({ query: text, suggestions: blank ? [] : previous.suggestions, status: blank ? 'idle' : 'searching', error: null }));
    },
    [cancelRunning, search],
  );

  const onPick = useCallback(
    (id: string) => {
      const suggestion = state.suggestions.find((candidate) => candidate.id === id);
      if (!suggestion) return;
      search.cancel();
      cancelRunning();
      // The combobox then writes the label into the input itself (onQueryChange): setting it here first
      // would look like typing to react-aria and open the list again.
      pickedLabel.current = suggestion.label;
      setState((previous) => ({ ...previous, status: 'done' }));
      onPicked(suggestion);
    },
    [state.suggestions, search, cancelRunning, onPicked],
  );

  return { ...state, onQueryChange, onPick };
}

import { agentListFilterFields, emptyAgentListFilters, sharedLimits, type AgentListFilters } from '@marketplace/domain';
import { Button, TextField, useDebouncedCallback } from '@marketplace/ui';
import { useState } from 'react';
import { useAgentListMessages } from '../../messages';
import * as styles from '../AgentList.css';

export interface AgentFiltersProps {
  /** The applied filters (the URL's); the fields follow them when they change from outside (Back, Reset Filters). */
  filters: AgentListFilters;
  /** Typed text, 300 ms after the last keystroke (spec 2 section 9); `replace` so typing adds one history entry. */
  onFiltersChange: (filters: AgentListFilters, options: { replace: boolean }) => void;
  /** Reset Filters: clears every field at once. */
  onReset: () => void;
}

/** Agent name, e-mail, city and company, matched as the user types, and Reset Filters (spec 2 section 2.2). */
export function AgentFilters({ filters, onFiltersChange, onReset }: AgentFiltersProps) {
  const copy = useAgentListMessages();
  const [drafts, setDrafts] = useState(filters);
  const [seen, setSeen] = useState(filters);
  const [committed, setCommitted] = useState(filters);
  const commit = (next: AgentListFilters) => {
    setCommitted(next);
    onFiltersChange(next, { replace: true });
  };
  const debounced = useDebouncedCallback(commit, sharedLimits.searchDebounceMs);

  // A change from outside (Back, Reset Filters) replaces what the fields show and drops a waiting commit.
  if (filters !== seen) {
    setSeen(filters);
    if (!sameFilters(filters, committed)) {
      setDrafts(filters);
      setCommitted(filters);
      debounced.cancel();
    }
  }

  const change = (field: keyof AgentListFilters, value: string) => {
    const next = { ...drafts, [field]: value };
    setDrafts(next);
    debounced.run(next);
  };

  const reset = () => {
    debounced.cancel();
    setDrafts(emptyAgentListFilters);
    setCommitted(emptyAgentListFilters);
    onReset();
  };

  const labels = { name: copy.filters.agentName, email: copy.filters.email, city: copy.filters.city, company: copy.filters.company };
  return (
    <div role="search" aria-label={copy.filters.label} className={styles.filters}>
      {agentListFilterFields.map((field) => (
        <TextField
          key={field}
          className={styles.filterField}
          label={labels[field]}
          type={field === 'email' ? 'email' : 'text'}
          value={drafts[field]}
          onChange={(value) => change(field, value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') debounced.flush();
          }}
        />
      ))}
      <Button variant="secondary" className={styles.resetButton} onPress={reset}>
        {copy.filters.resetFilters}
      </Button>
    </div>
  );
}

function sameFilters(a: AgentListFilters, b: AgentListFilters): boolean {
  return agentListFilterFields.every((field) => a[field] === b[field]);
}

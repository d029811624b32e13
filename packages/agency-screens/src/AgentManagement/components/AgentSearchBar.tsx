import { Button, SearchField } from '@marketplace/ui';
import { useState } from 'react';
import * as styles from './AgentManagementParts.css';
import { useAgentManagementMessages, useCommonMessages } from '../../messages';

export interface AgentSearchBarProps {
  /** The committed search (from the URL). */
  search: string;
  /** The text after the pause, at once when emptied or on Enter. */
  onSearchChange: (search: string) => void;
  /** Clears the search and returns to the first page. */
  onReset: () => void;
}

/**
 * The e-mail search of a tab with its Reset (spec 2 section 2.3). The field keeps its own text; a
 * change of the committed search from outside (Reset, Back) replaces it and drops a waiting value,
 * while the echo of the field's own commits leaves text typed meanwhile alone.
 */
export function AgentSearchBar({ search, onSearchChange, onReset }: AgentSearchBarProps) {
  const messages = useAgentManagementMessages();
  const common = useCommonMessages();
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState(search);
  // Remounting the field cancels its debounce timer, so a value typed before Reset never lands after it.
  const [generation, setGeneration] = useState(0);
  const [committed, setCommitted] = useState(search);

  if (search !== seen) {
    setSeen(search);
    if (search !== committed) {
      setCommitted(search);
      setText(search);
      setGeneration((count) => count + 1);
    }
  }

  const commit = (value: string) => {
    setCommitted(value);
    onSearchChange(value);
  };

  return (
    <div className={styles.searchBar}>
      <div className={styles.searchField}>
        <SearchField
          key={generation}
          type="search"
          label={messages.searchLabel}
          clearLabel={common.clearSearch}
          hideLabel
          placeholder={messages.searchPlaceholder}
          value={text}
          onChange={setText}
          onDebouncedChange={commit}
        />
      </div>
      <Button variant="secondary" onPress={onReset}>
        {messages.reset}
      </Button>
    </div>
  );
}

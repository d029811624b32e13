import { useState } from 'react';

let lastKey = 0;
const newKey = () => `row-${++lastKey}`;

/** Stable React keys for rows that carry no id of their own yet, with the edits that move them. */
export interface RowKeys {
  readonly keys: readonly string[];
  /** A row was added at the end; returns its key. */
  added: () => string;
  /** The row at `index` was removed. */
  removed: (index: number) => void;
}

/**
 * Keys for a list edited by position (plans and milestones have no id until saved): each row keeps
 * its key, and so its typed-but-unread text, when a row before it is removed. A list replaced from
 * outside with another length gets fresh keys.
 */
export function useRowKeys(length: number): RowKeys {
  const [keys, setKeys] = useState<readonly string[]>(() => Array.from({ length }, newKey));
  let current = keys;
  if (keys.length !== length) {
    current = Array.from({ length }, newKey);
    setKeys(current);
  }
  return {
    keys: current,
    added: () => {
      const key = newKey();
      setKeys((before) => [...before, key]);
      return key;
    },
    removed: (index) => setKeys((before) => before.filter((_, at) => at !== index)),
  };
}

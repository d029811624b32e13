import { Fragment, type ReactNode } from 'react';

// A private-use character no catalogue sentence contains: where the sentence puts the value.
const slot = '\uE000';

/**
 * A catalogue sentence about a value from the server (`Delete "{name}"?`), with the value in a `<bdi>`:
 * an Arabic name in an English sentence, or the other way round, keeps the sentence's order and its
 * punctuation where it belongs. `format` is the catalogue's function of that value. A sentence that does
 * not show the value as given (it shortens or changes it) is returned as the plain string.
 */
export function withIsolatedValue(format: (value: string) => string, value: string): ReactNode {
  const parts = format(slot).split(slot);
  if (parts.length === 1) return format(value);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <bdi>{value}</bdi> : null}
      {part}
    </Fragment>
  ));
}

import { Fragment } from 'react';

/**
 * Values from the server joined with commas, each in a `<bdi>`: a list that mixes Arabic and English
 * (languages, service areas) keeps its order and its commas where they belong in either direction.
 */
export function IsolatedList({ items }: { items: readonly string[] }) {
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 ? ', ' : null}
      <bdi>{item}</bdi>
    </Fragment>
  ));
}

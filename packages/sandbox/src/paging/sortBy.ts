import { readPath } from '../records/readPath';
import type { SortOrder } from './pageRequest';

const collator = new Intl.Collator('en');

function compareDefined(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  return collator.compare(String(left), String(right));
}

function compareBy(order: SortOrder, left: unknown, right: unknown): number {
  const a = readPath(left, order.property)[0];
  const b = readPath(right, order.property)[0];
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  // PostgreSQL's default: NULLs sort as the largest value (last ascending, first descending).
  if (aMissing || bMissing) {
    const nullOrder = aMissing === bMissing ? 0 : aMissing ? 1 : -1;
    return order.direction === 'ASC' ? nullOrder : -nullOrder;
  }
  const result = compareDefined(a, b);
  return order.direction === 'ASC' ? result : -result;
}

/**
 * A sorted copy of the records by the given orders (first order first, ties broken by the next;
 * records still tied keep their order). Numbers compare numerically, booleans false first, the rest
 * as English text; null and missing values sort as the largest value, as PostgreSQL does.
 */
export function sortBy<T>(records: readonly T[], orders: readonly SortOrder[]): T[] {
  const copy = [...records];
  if (orders.length === 0) return copy;
  return copy.sort((left, right) => {
    for (const order of orders) {
      const result = compareBy(order, left, right);
      if (result !== 0) return result;
    }
    return 0;
  });
}

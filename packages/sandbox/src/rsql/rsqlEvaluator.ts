import { readPath } from '../records/readPath';
import type { RsqlComparisonNode, RsqlExpression, RsqlValue } from './rsqlAst';
import { rsqlWorkLimits, RsqlWorkBudget } from './rsqlBudget';
import { parseRsql } from './rsqlParser';
import { compareValue, equalsValue, isNullish, isNullLiteral, likeValue } from './rsqlValueMatching';

function equalsAny(recordValue: unknown, values: readonly RsqlValue[]): boolean {
  return values.some((value) => (isNullLiteral(value) ? isNullish(recordValue) : !isNullish(recordValue) && equalsValue(recordValue, value)));
}

// One candidate (a path can reach several through arrays) against one comparison. Like SQL, a
// NULL candidate satisfies nothing except `==null` and `!=null`.
function compareCandidate(node: RsqlComparisonNode, candidate: unknown): boolean {
  const [first] = node.values;
  if (!first) return false;
  switch (node.operator) {
    case '==':
    case '=in=':
      return equalsAny(candidate, node.values);
    case '!=':
    case '=out=':
      if (node.values.some(isNullLiteral)) return !equalsAny(candidate, node.values);
      return !isNullish(candidate) && !equalsAny(candidate, node.values);
    case '=like=':
      return !isNullish(candidate) && likeValue(candidate, first);
    default: {
      if (isNullish(candidate) || isNullLiteral(first)) return false;
      const order = compareValue(candidate, first);
      if (order === null) return false;
      if (node.operator === '>=') return order >= 0;
      if (node.operator === '<=') return order <= 0;
      if (node.operator === '>') return order > 0;
      return order < 0;
    }
  }
}

const valueLengths = new WeakMap<RsqlComparisonNode, number>();

function valueLengthOf(node: RsqlComparisonNode): number {
  let length = valueLengths.get(node);
  if (length === undefined) {
    length = node.values.reduce((sum, value) => sum + value.text.length, 0);
    valueLengths.set(node, length);
  }
  return length;
}

// The work of comparing one candidate: reaching it, then each listed value against its text, each
// about as long as both texts together (wildcard matching is linear, see rsqlValueMatching).
function costOf(node: RsqlComparisonNode, candidate: unknown): number {
  const textLength = typeof candidate === 'string' ? candidate.length : 0;
  return rsqlWorkLimits.unitsPerCandidate + node.values.length * (rsqlWorkLimits.unitsPerValue + textLength) + valueLengthOf(node);
}

// readPath's answer for a selector without dots on a plain object whose value there is not an array,
// without its allocations: most filters compare plain fields, once per comparison per record.
function candidatesOf(record: unknown, selector: string): readonly unknown[] {
  if (selector.includes('.') || record === null || typeof record !== 'object' || Array.isArray(record)) return readPath(record, selector);
  const value = Object.hasOwn(record, selector) ? (record as Record<string, unknown>)[selector] : undefined;
  return Array.isArray(value) ? readPath(record, selector) : [value];
}

function matchesComparison(node: RsqlComparisonNode, record: unknown, budget: RsqlWorkBudget | undefined): boolean {
  const candidates = candidatesOf(record, node.selector);
  if (budget) for (const candidate of candidates) budget.spend(costOf(node, candidate));
  // Negations hold only when no candidate is equal (`tags!=x` excludes a record tagged x at all).
  if (node.operator === '!=' || node.operator === '=out=') {
    return candidates.every((candidate) => compareCandidate(node, candidate));
  }
  return candidates.some((candidate) => compareCandidate(node, candidate));
}

/**
 * Whether a plain record satisfies a parsed filter; selectors are dotted paths into the record. With
 * a budget, the work is counted against it ({@link RsqlBudgetError} once spent).
 */
export function matches(expression: RsqlExpression, record: unknown, budget?: RsqlWorkBudget): boolean {
  switch (expression.type) {
    case 'comparison':
      return matchesComparison(expression, record, budget);
    case 'and':
      return expression.children.every((child) => matches(child, record, budget));
    case 'or':
      return expression.children.some((child) => matches(child, record, budget));
  }
}

/**
 * The records a parsed filter keeps, in their order, within a work budget: a request's filtering
 * stops with {@link RsqlBudgetError} (a 400) rather than hold the server, which answers one request
 * at a time, past it. `input` is the filter's text, for the error.
 */
export function filterByExpression<T>(records: readonly T[], expression: RsqlExpression, input: string, maxUnits?: number): T[] {
  const budget = new RsqlWorkBudget(input, maxUnits);
  return records.filter((record) => matches(expression, record, budget));
}

/**
 * The records a `search=` filter keeps, in their order. A missing or blank filter keeps all.
 * Throws {@link RsqlParseError} for a malformed one, and its subclass {@link RsqlBudgetError} for
 * one that would cost more than `maxUnits` (default {@link rsqlWorkLimits}) to evaluate.
 */
export function filterByRsql<T>(records: readonly T[], search: string | null | undefined, maxUnits?: number): T[] {
  if (search == null || search.trim() === '') return [...records];
  return filterByExpression(records, parseRsql(search), search, maxUnits);
}

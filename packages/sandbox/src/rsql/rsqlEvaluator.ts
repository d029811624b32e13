import { readPath } from '../records/readPath';
import type { RsqlComparisonNode, RsqlExpression, RsqlValue } from './rsqlAst';
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

function matchesComparison(node: RsqlComparisonNode, record: unknown): boolean {
  const candidates = readPath(record, node.selector);
  // Negations hold only when no candidate is equal (`tags!=x` excludes a record tagged x at all).
  if (node.operator === '!=' || node.operator === '=out=') {
    return candidates.every((candidate) => compareCandidate(node, candidate));
  }
  return candidates.some((candidate) => compareCandidate(node, candidate));
}

/** Whether a plain record satisfies a parsed filter; selectors are dotted paths into the record. */
export function matches(expression: RsqlExpression, record: unknown): boolean {
  switch (expression.type) {
    case 'comparison':
      return matchesComparison(expression, record);
    case 'and':
      return expression.children.every((child) => matches(child, record));
    case 'or':
      return expression.children.some((child) => matches(child, record));
  }
}

/**
 * The records a `search=` filter keeps, in their order. A missing or blank filter keeps all.
 * Throws {@link RsqlParseError} for a malformed one.
 */
export function filterByRsql<T>(records: readonly T[], search: string | null | undefined): T[] {
  if (search == null || search.trim() === '') return [...records];
  const expression = parseRsql(search);
  return records.filter((record) => matches(expression, record));
}

import type { RsqlExpression } from '../../rsql/rsqlAst';
import { filterByExpression } from '../../rsql/rsqlEvaluator';
import { parseRsql } from '../../rsql/rsqlParser';

/**
 * Renames selectors of a parsed filter: the reviews filter of spec 1 section 7 says `rating>=N` while
 * the review's field is `ratingCount`, so the server must read one as the other.
 */
export function renameSelectors(expression: RsqlExpression, renames: Readonly<Record<string, string>>): RsqlExpression {
  if (expression.type === 'comparison') {
    const renamed = renames[expression.selector];
    return renamed === undefined ? expression : { ...expression, selector: renamed };
  }
  return { ...expression, children: expression.children.map((child) => renameSelectors(child, renames)) };
}

/**
 * `filterByRsql` with selector aliases. A missing or blank filter keeps every record; a malformed one
 * throws RsqlParseError, and one too costly to evaluate its subclass RsqlBudgetError (both a 400).
 */
export function filterWithAliases<T>(records: readonly T[], search: string | null | undefined, renames: Readonly<Record<string, string>>): T[] {
  if (search == null || search.trim() === '') return [...records];
  return filterByExpression(records, renameSelectors(parseRsql(search), renames), search);
}

/**
 * The comparison operators the sandbox understands, in canonical form: the specs' `==`, `!=`,
 * `=like=`, `>=`, `<=`, plus the rest of standard RSQL (`>`, `<`, `=in=`, `=out=`) so a filter
 * the real backend would accept is not refused here.
 */
export const rsqlComparisonOperators = ['==', '!=', '=like=', '>=', '<=', '>', '<', '=in=', '=out='] as const;

/** One of {@link rsqlComparisonOperators}. */
export type RsqlComparisonOperator = (typeof rsqlComparisonOperators)[number];

/** Standard RSQL spellings that mean a canonical operator (FIQL's `=ge=` is `>=`, and so on). */
export const rsqlOperatorAliases: Readonly<Record<string, RsqlComparisonOperator>> = {
  '=ge=': '>=',
  '=le=': '<=',
  '=gt=': '>',
  '=lt=': '<',
};

/** Operators whose right-hand side is a parenthesised list, `status=in=(NEW,CLOSED)`. */
export const rsqlListOperators: ReadonlySet<RsqlComparisonOperator> = new Set(['=in=', '=out=']);

/** One right-hand value, unescaped. */
export interface RsqlValue {
  /** The text after unquoting (`\x` becomes `x`); asterisks are kept. */
  readonly text: string;
  /** Whether it was written in quotes: a quoted `'null'` is the text "null", not SQL NULL. */
  readonly quoted: boolean;
}

/** `selector operator value`, e.g. `listingStatus.id==1`. */
export interface RsqlComparisonNode {
  readonly type: 'comparison';
  /** A dotted path into the record. */
  readonly selector: string;
  readonly operator: RsqlComparisonOperator;
  /** One value, or several for `=in=` / `=out=`. */
  readonly values: readonly RsqlValue[];
}

/** Two or more expressions joined by `and` (`;`) or `or` (`,`). */
export interface RsqlLogicalNode {
  readonly type: 'and' | 'or';
  readonly children: readonly RsqlExpression[];
}

/** A parsed `search=` filter. */
export type RsqlExpression = RsqlComparisonNode | RsqlLogicalNode;

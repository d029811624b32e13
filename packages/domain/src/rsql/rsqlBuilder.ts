/**
 * A tiny builder for the `search=` filters of the specs, and the one serialisation rule shared with
 * the sandbox's parser. The grammar is jirutka/rsql-parser's, restricted to what the specs use:
 *
 * ```text
 * expression = or
 * or         = and *( " or " and )
 * and        = group *( " and " group )
 * group      = "(" or ")" / comparison
 * comparison = selector operator value
 * selector   = ( ALPHA / "_" ) *( ALPHA / DIGIT / "_" / "." )
 * operator   = "==" / "!=" / "=like=" / ">=" / "<="
 * value      = unquoted / quoted
 * unquoted   = 1*( any character except whitespace and  " ' ( ) ; , = ! ~ < > \ )
 * quoted     = DQUOTE *( "\" any-character / any character except DQUOTE and "\" ) DQUOTE
 * ```
 *
 * Rules the builder follows, and a parser must honour:
 * - A value is written unquoted when it is non-empty and holds none of the reserved characters above
 *   (whitespace, `"`, `'`, `(`, `)`, `;`, `,`, `=`, `!`, `~`, `<`, `>`, `\`). Otherwise it is wrapped in
 *   double quotes and every `\` and `"` inside is preceded by a `\`. Unquoting drops the outer quotes and
 *   replaces each `\x` with `x`, which gives back the exact text.
 * - `*` is not reserved: it is the wildcard of `==`, `!=` and `=like=`, quoted or not. There is no
 *   literal asterisk, which is why user text loses its asterisks (spec 3 section 5, {@link userSearchText}).
 * - Numbers are written with `String(n)` (finite numbers only), booleans as `true` / `false`.
 * - Logical operators are written as the words ` and ` / ` or ` with one space either side (the form of
 *   the specs). `and` binds tighter than `or`, but every nested group is written in parentheses anyway,
 *   so no reader has to rely on precedence. Standard RSQL's `;` and `,` mean the same and a parser
 *   should accept them too.
 * - The output is not URL-encoded: the HTTP client encodes the `search` query parameter.
 */

/** The comparison operators the specs use. */
export const rsqlOperators = ['==', '!=', '=like=', '>=', '<='] as const;

/** One of {@link rsqlOperators}. */
export type RsqlOperator = (typeof rsqlOperators)[number];

/** A comparison's right-hand side; numbers must be finite. */
export type RsqlValue = string | number | boolean;

/** `selector operator value`, e.g. `listingStatus.id==1`. */
export interface RsqlComparison {
  readonly type: 'comparison';
  readonly selector: string;
  readonly operator: RsqlOperator;
  readonly value: RsqlValue;
}

/** Two or more expressions joined with `and` or `or`. */
export interface RsqlGroup {
  readonly type: 'and' | 'or';
  readonly children: readonly RsqlNode[];
}

/** A filter expression. */
export type RsqlNode = RsqlComparison | RsqlGroup;

/** What the joiners accept: absent parts (`null`, `undefined`, `false`) are skipped, so optional clauses compose inline. */
export type RsqlPart = RsqlNode | null | undefined | false;

const selectorPattern = /^[A-Za-z_][A-Za-z0-9_.]*$/;
const reservedValueCharacter = /[\s"'();,=!~<>\\]/u;

/**
 * A comparison node. Throws a RangeError for a selector outside the grammar or a non-finite number:
 * both are programming errors, never user input.
 */
export function rsqlComparison(selector: string, operator: RsqlOperator, value: RsqlValue): RsqlComparison {
  if (!selectorPattern.test(selector)) {
    throw new RangeError(`Invalid RSQL selector: ${JSON.stringify(selector)}`);
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Invalid RSQL number for ${selector}: ${String(value)}`);
  }
  return { type: 'comparison', selector, operator, value };
}

/** `selector==value` (a `*` in the value is a wildcard). */
export function rsqlEq(selector: string, value: RsqlValue): RsqlComparison {
  return rsqlComparison(selector, '==', value);
}

/** `selector!=value`. */
export function rsqlNotEq(selector: string, value: RsqlValue): RsqlComparison {
  return rsqlComparison(selector, '!=', value);
}

/** `selector=like=value`. */
export function rsqlLike(selector: string, value: RsqlValue): RsqlComparison {
  return rsqlComparison(selector, '=like=', value);
}

/** `selector>=value`. */
export function rsqlGte(selector: string, value: RsqlValue): RsqlComparison {
  return rsqlComparison(selector, '>=', value);
}

/** `selector<=value`. */
export function rsqlLte(selector: string, value: RsqlValue): RsqlComparison {
  return rsqlComparison(selector, '<=', value);
}

function join(type: RsqlGroup['type'], parts: readonly RsqlPart[]): RsqlNode | null {
  const children: RsqlNode[] = [];
  for (const part of parts) {
    if (!part) continue;
    // Flattening keeps `a and (b and c)` as `a and b and c`: same meaning, fewer parentheses.
    if (part.type === type) children.push(...part.children);
    else children.push(part);
  }
  if (children.length === 0) return null;
  if (children.length === 1) return children[0] ?? null;
  return { type, children };
}

/**
 * Joins the present parts with `and`. A single present part is returned as is; none gives null
 * (the caller then omits the `search` parameter).
 */
export function rsqlAnd(first: RsqlNode, ...rest: readonly RsqlPart[]): RsqlNode;
export function rsqlAnd(...parts: readonly RsqlPart[]): RsqlNode | null;
export function rsqlAnd(...parts: readonly RsqlPart[]): RsqlNode | null {
  return join('and', parts);
}

/** Joins the present parts with `or`; same conventions as {@link rsqlAnd}. */
export function rsqlOr(first: RsqlNode, ...rest: readonly RsqlPart[]): RsqlNode;
export function rsqlOr(...parts: readonly RsqlPart[]): RsqlNode | null;
export function rsqlOr(...parts: readonly RsqlPart[]): RsqlNode | null {
  return join('or', parts);
}

/** Writes one value by the quoting rule at the top of this file. */
export function formatRsqlValue(value: RsqlValue): string {
  const text = String(value);
  if (text.length > 0 && !reservedValueCharacter.test(text)) return text;
  return `"${text.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

function serialise(node: RsqlNode, nested: boolean): string {
  if (node.type === 'comparison') {
    return `${node.selector}${node.operator}${formatRsqlValue(node.value)}`;
  }
  const text = node.children.map((child) => serialise(child, true)).join(` ${node.type} `);
  return nested ? `(${text})` : text;
}

/** The `search` text of a filter; an absent filter gives the empty string. */
export function toRsql(node: RsqlNode | null | undefined): string {
  return node ? serialise(node, false) : '';
}

/**
 * Normalises what a user typed into a search box (spec 3 section 5): asterisks are removed, since
 * they are the server's wildcard, and the rest is trimmed. Blank text gives null so the caller omits
 * the clause instead of matching everything.
 */
export function userSearchText(text: string | null | undefined): string | null {
  if (text == null) return null;
  const cleaned = text.replace(/\*/g, '').trim();
  return cleaned.length > 0 ? cleaned : null;
}

/**
 * `field==*text*`: the specs' "contains" search (e.g. spec 3's `name==*text*`). The text goes through
 * {@link userSearchText}; blank text gives null, which {@link rsqlAnd} / {@link rsqlOr} skip.
 */
export function rsqlContains(field: string, text: string | null | undefined): RsqlComparison | null {
  const term = userSearchText(text);
  return term === null ? null : rsqlEq(field, `*${term}*`);
}

/** `field=like=*text*`: the `=like=` form of {@link rsqlContains} (spec 3 section 7, the agency property list). */
export function rsqlContainsLike(field: string, text: string | null | undefined): RsqlComparison | null {
  const term = userSearchText(text);
  return term === null ? null : rsqlLike(field, `*${term}*`);
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The gate of right-to-left layout: styles say start/end and inline/block, never left/right or
 * top/bottom, so the same CSS lays out English left-to-right and Arabic right-to-left. It reads the
 * vanilla-extract sources (`*.css.ts`) of ui, agency-screens and the host, and the inline `style`
 * objects of their components, and names each physical property or value by file and line.
 *
 * Where a physical name cannot be avoided (a transform, a canvas drawn by a library, a browser
 * without the logical form), the line, or the line above it, carries `rtl-physical: <why>`; a marker
 * without a reason does not count.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const scannedRoots = ['packages/ui/src', 'packages/agency-screens/src', 'apps/host/src'];

const sides = '(?:Left|Right|Top|Bottom)';
/** camelCase (vanilla-extract, React) property names with a physical side, axis or corner. */
const physicalNames = [
  `(?:margin|padding|scrollMargin|scrollPadding)${sides}`,
  `border${sides}(?:Width|Style|Color)?`,
  'border(?:Top|Bottom)(?:Left|Right)Radius',
  '(?:min|max)(?:Width|Height)',
  'width',
  'height',
  'left',
  'right',
  'top',
  'bottom',
  'overflowX',
  'overflowY',
  'overscrollBehaviorX',
  'overscrollBehaviorY',
  'backgroundPositionX',
  'backgroundPositionY',
  'containIntrinsicWidth',
  'containIntrinsicHeight',
];
const physicalKey = new RegExp(`(?:^\\s*|[{,(]\\s*)(['"]?)(${physicalNames.join('|')})\\1\\s*:`, 'g');
/** A shorthand property, `{ width, height }`, in a style object. */
const physicalShorthandKey = new RegExp(`(?:[{,]\\s*)(${physicalNames.join('|')})\\s*(?=[,}])`, 'g');
/** kebab-case names inside CSS strings (a media or container feature, `(min-width: …)`, is not one). */
const physicalKebab = new RegExp(
  '(?<![\\w(-])(?:(?:margin|padding|scroll-margin|scroll-padding)-(?:left|right|top|bottom)|border-(?:left|right|top|bottom)(?:-width|-style|-color)?|border-(?:top|bottom)-(?:left|right)-radius|(?:min-|max-)?(?:width|height)|left|right|top|bottom|overflow-[xy])[\'"]?\\s*:',
  'g',
);

/** Values that name a physical side, whatever property carries them. */
const physicalValues: { pattern: RegExp; what: string }[] = [
  { pattern: /\b(?:textAlign|text-align|float|clear|justifyContent|justify-content|justifyItems|justifySelf)['"]?\s*:\s*['"`](?:left|right)\b/g, what: 'left/right value (use start/end, inline-start/inline-end)' },
  { pattern: /\b(?:backgroundPosition|background-position|transformOrigin|transform-origin|objectPosition|object-position)['"]?\s*:\s*['"`][^'"`]*\b(?:left|right)\b/g, what: 'left/right position (flip under :dir(rtl))' },
  { pattern: /\b(?:backgroundPosition|background-position|backgroundPositionX|background-position-x)['"]?\s*:\s*['"`]\s*(?!50%)-?\d/g, what: 'horizontal background offset (flip under :dir(rtl))' },
  { pattern: /\btranslateX\(|\btranslate\(\s*-?[1-9]|\btranslate3d\(\s*-?[1-9]/g, what: 'horizontal translation (flip under :dir(rtl))' },
  { pattern: /\b(?:boxShadow|box-shadow)['"]?\s*:\s*['"`](?:inset\s+)?-?(?:[1-9]|0?\.\d*[1-9])/g, what: 'horizontal shadow offset (flip under :dir(rtl))' },
  { pattern: /\bto (?:left|right)\b/g, what: 'gradient towards left/right (flip under :dir(rtl))' },
];

/** Shorthands whose second, third or fourth value names a physical side or corner. */
const sidedShorthands = /(?:^\s*|[{,]\s*)(margin|padding|inset|scrollMargin|scrollPadding|borderWidth|borderStyle|borderColor|borderRadius)\s*:\s*(['"`])((?:(?!\2).)*)\2/g;

const allowMarker = /rtl-physical:\s*(\S.{7,})/;
const bareMarker = /rtl-physical\b/;

export interface PhysicalFinding {
  line: number;
  text: string;
  what: string;
}

/** Whitespace-separated values of a CSS value, treating `${…}` and `(…)` groups as part of one value. */
function valueCount(value: string): number {
  let depth = 0;
  let flattened = '';
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index]!;
    if (char === '$' && value[index + 1] === '{') {
      depth += 1;
      index += 1;
      flattened += 'x';
      continue;
    }
    if (char === '{' || char === '(') depth += 1;
    else if (char === '}' || char === ')') depth -= 1;
    else if (depth === 0) flattened += char;
  }
  return flattened.trim().split(/\s+/).filter(Boolean).length;
}

/** Drops comments, keeping line breaks so line numbers stay right; the text of strings stays. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The physical properties and values in one style source, with the lines an `rtl-physical` marker allows. */
export function findPhysicalStyles(source: string): { findings: PhysicalFinding[]; unexplainedMarkers: number[] } {
  const rawLines = source.split('\n');
  const lines = withoutComments(source).split('\n');
  const findings: PhysicalFinding[] = [];
  const unexplainedMarkers: number[] = [];
  rawLines.forEach((raw, index) => {
    if (bareMarker.test(raw) && !allowMarker.test(raw)) unexplainedMarkers.push(index + 1);
  });
  const allowed = (index: number) => allowMarker.test(rawLines[index] ?? '') || allowMarker.test(rawLines[index - 1] ?? '');

  lines.forEach((line, index) => {
    if (allowed(index)) return;
    // One finding per place on the line: a name like `left` matches both the camelCase and the kebab-case pattern.
    const seen = new Set<number>();
    const report = (at: number, what: string) => {
      if (seen.has(at)) return;
      seen.add(at);
      findings.push({ line: index + 1, text: rawLines[index]!.trim(), what });
    };
    for (const match of line.matchAll(physicalKey)) report(match.index + match[0].lastIndexOf(match[2]!), `physical property ${match[2]}`);
    for (const match of line.matchAll(physicalShorthandKey)) report(match.index + match[0].lastIndexOf(match[1]!), `physical property ${match[1]}`);
    for (const match of line.matchAll(physicalKebab)) report(match.index, `physical property ${match[0].replace(/['"]?\s*:$/, '')}`);
    for (const { pattern, what } of physicalValues) for (const match of line.matchAll(pattern)) report(match.index, what);
    for (const match of line.matchAll(sidedShorthands)) {
      if (valueCount(match[3]!) > 1) report(match.index, `${match[1]} with a value per side (use its Block/Inline or Start/End longhands)`);
    }
  });
  return { findings, unexplainedMarkers };
}

/** The inline styles of a component source (`style={…}`, `CSSProperties = { … }`), the rest blanked. */
export function inlineStyleText(source: string): string {
  const kept = source.replace(/[^\n]/g, ' ').split('');
  const opener = /\bstyle=\{|CSSProperties\s*=\s*\{/g;
  for (const match of source.matchAll(opener)) {
    let depth = 0;
    const start = match.index + match[0].length - 1;
    for (let index = start; index < source.length; index += 1) {
      const char = source[index]!;
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      kept[index] = char;
      if (depth === 0) break;
    }
  }
  // A marker explains the line it sits on or the next, so lines with one are kept whole.
  const keptLines = kept.join('').split('\n');
  return source
    .split('\n')
    .map((line, index) => (/rtl-physical/.test(line) ? line : keptLines[index]!))
    .join('\n');
}

function filesUnder(directory: string, accept: (name: string) => boolean): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return filesUnder(path, accept);
    return accept(entry.name) ? [path] : [];
  });
}

function describeFindings(file: string, findings: PhysicalFinding[]): string[] {
  const name = relative(repoRoot, file);
  return findings.map((finding) => `${name}:${finding.line}: ${finding.what}: ${finding.text}`);
}

const styleSources = scannedRoots.flatMap((root) => filesUnder(join(repoRoot, root), (name) => name.endsWith('.css.ts')));
const componentSources = scannedRoots.flatMap((root) =>
  filesUnder(join(repoRoot, root), (name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx')),
);
const texts = new Map<string, string>();
const textOf = (file: string) => texts.get(file) ?? texts.set(file, readFileSync(file, 'utf8')).get(file)!;

describe('logical properties (right-to-left layout)', () => {
  it('finds the style sources it guards', () => {
    expect(styleSources.length).toBeGreaterThan(100);
    expect(componentSources.length).toBeGreaterThan(200);
  });

  it('*.css.ts sources use logical properties and values', () => {
    const problems = styleSources.flatMap((file) => describeFindings(file, findPhysicalStyles(textOf(file)).findings));
    expect(problems, `physical properties or values (use the logical one, or mark the line 'rtl-physical: <why>'):\n${problems.join('\n')}`).toEqual([]);
  });

  it('inline style objects of components use logical properties', () => {
    const problems = componentSources.flatMap((file) =>
      describeFindings(file, findPhysicalStyles(inlineStyleText(textOf(file))).findings),
    );
    expect(problems, `physical properties in inline styles:\n${problems.join('\n')}`).toEqual([]);
  });

  it('every rtl-physical marker gives its reason', () => {
    const problems = [...styleSources, ...componentSources].flatMap((file) =>
      findPhysicalStyles(textOf(file)).unexplainedMarkers.map((line) => `${relative(repoRoot, file)}:${line}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('findPhysicalStyles', () => {
  const lines = (source: string) => findPhysicalStyles(source).findings.map((finding) => finding.line);

  it('names physical properties, kebab-case names in CSS strings and physical values, by line', () => {
    const source = [
      "export const a = style({",
      '  marginLeft: 4,',
      "  width: '100%', height: 1,",
      "  textAlign: 'right',",
      "  selectors: { '&:hover': { borderTopLeftRadius: 2 } },",
      "  transform: 'translateX(4px)',",
      "  padding: `${vars.space.small} ${vars.space.medium}`,",
      "  backgroundPosition: 'left center',",
      "  from: { backgroundPosition: '100% 0' },",
      "  boxShadow: `inset 3px 0 0 ${colour}`,",
      "  '@media': { 'screen and (min-width: 768px)': { display: 'none' } },",
      '});',
      "globalStyle(`${root} .x`, { 'padding-right': 0 });",
      "const css = 'top: 0; inset-inline-start: 0';",
    ].join('\n');
    expect(lines(source)).toEqual([2, 3, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14]);
  });

  it('leaves logical properties, single-value shorthands and media features alone', () => {
    const source = [
      'export const a = style({',
      '  marginInlineStart: 4, paddingBlock: `${vars.space.small} ${vars.space.medium}`,',
      "  inlineSize: '100%', minBlockSize: 0, maxInlineSize: 'none',",
      "  insetInlineEnd: 0, insetBlockStart: 0, borderStartEndRadius: 2, borderInlineStart: '1px solid',",
      "  textAlign: 'start', padding: vars.space.medium, margin: 0, inset: 0, borderRadius: vars.radius.small,",
      "  transform: 'scaleX(-1)', padding: `calc(${a} + 2px)`, backgroundPosition: '50% 0',",
      "  boxShadow: `inset 0 -1px 0 ${colour}`, boxShadow: vars.shadow.small,",
      "  '@media': { [`screen and (max-width: ${n}px)`]: { gap: 0 } },",
      '  // marginLeft in a comment',
      '});',
    ].join('\n');
    expect(lines(source)).toEqual([]);
  });

  it('lets a line through only with a reason', () => {
    expect(lines("  transform: 'translateX(-50%)', // rtl-physical: centring, the same in both directions")).toEqual([]);
    expect(lines("  // rtl-physical: maplibre positions its controls with left/right\n  left: 0,")).toEqual([]);
    expect(lines("  left: 0, // rtl-physical")).toEqual([1]);
    expect(findPhysicalStyles("  left: 0, // rtl-physical").unexplainedMarkers).toEqual([1]);
  });

  it('reads inline style objects of a component and nothing else', () => {
    const source = [
      '<img width={4} alt="" />',
      '<span style={{ width: `${p}%`, color }} />',
      "const box: CSSProperties = { aspectRatio, inlineSize: width, height };",
      '<div style={maxHeight ? { maxHeight } : undefined} />',
      "<div style={{ inlineSize: '100%' }} data-width={{ width: 1 }} />",
    ].join('\n');
    expect(lines(inlineStyleText(source))).toEqual([2, 3, 4]);
  });
});

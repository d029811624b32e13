import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { solidToneVariants } from '../../theme/tones';
import { vars } from '../../theme/vars.css';

export const figure = style({ margin: 0, minInlineSize: 0 });

export const caption = style({
  marginBlockEnd: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const list = style({
  display: 'grid',
  // label | track | value: the track takes what the words leave.
  gridTemplateColumns: 'minmax(6rem, max-content) minmax(4rem, 1fr) max-content',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Each item spans the three columns and lays its parts on the list's (subgrid), so every track lines up
// and the items stay list items (display: contents would hide them from some screen readers).
export const item = style({ display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid', alignItems: 'center' });

export const label = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const value = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

export const track = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: vars.space.medium,
  overflow: 'visible',
  selectors: {
    // The SVG draws left to right; in a right-to-left page the bars grow the other way.
    '&:dir(rtl)': { transform: 'scaleX(-1)' },
  },
});

export const axis = style({ stroke: vars.color.borderStrong, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' });

export const bar = recipe({
  base: { shapeRendering: 'crispEdges' },
  variants: { tone: solidToneVariants((colour) => ({ fill: colour })) },
});

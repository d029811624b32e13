import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

/** Card images keep this box before they load, so the grid never shifts (issue 18). */
export const imageWidth = 640;
export const imageHeight = 400;

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  blockSize: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
});

export const media = style({ position: 'relative', aspectRatio: `${imageWidth} / ${imageHeight}`, background: vars.color.surfaceMuted });

export const image = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

/** The ribbons sit on the picture's top start corner, the construction chip on its bottom start corner. */
export const ribbons = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  insetInlineEnd: vars.space.small,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const constructionChip = style({
  position: 'absolute',
  insetBlockEnd: vars.space.small,
  insetInlineStart: vars.space.small,
  boxShadow: vars.shadow.small,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, padding: vars.space.large, flex: 1, minInlineSize: 0 });

/** Long names (300 characters) and addresses wrap anywhere and stop after two lines; the full text stays in the DOM for screen readers. */
const clampTwoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

export const name = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large, fontWeight: vars.fontWeight.semibold, ...clampTwoLines });

export const address = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, ...clampTwoLines });

export const priceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.small });

export const price = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold, color: vars.color.primaryText });

export const muted = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.small });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  paddingBlock: vars.space.small,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const fact = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', minInlineSize: 0, textAlign: 'center' });

export const factLabel = style({ fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.xsmall, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });

export const projectBox = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});

export const reasonBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.small,
});

export const reasonHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

export const reasonText = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, marginBlockStart: 'auto', paddingBlockStart: vars.space.small });

import { style } from '@vanilla-extract/css';
import { focusRingInset } from '../../theme/focusRing.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minBlockSize: 0,
  maxBlockSize: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': {
    [media.narrow]: { paddingInline: vars.space.large },
  },
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const body = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  // rtl-physical: overflow-inline/-block are too new (Chrome 135, Safari 26); in horizontal-tb x is the inline axis
  overflowY: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  overscrollBehavior: 'contain',
  selectors: {
    // Inset, so the ring is not clipped by the header and footer around the body.
    '&:focus-visible': focusRingInset,
  },
  '@media': {
    [media.narrow]: { paddingInline: vars.space.large },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.xlarge,
  borderBlockStart: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  '@media': {
    [media.narrow]: { paddingInline: vars.space.large },
  },
});

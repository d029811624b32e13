import { focusRing, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const errorsHeading = style({
  marginBlock: `${vars.space.small} ${vars.space.xsmall}`,
  marginInline: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

// A refused 2,000-row file can list thousands of server errors: they scroll inside the panel.
export const errorItems = style({
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
});

export const errorsList = style({
  maxBlockSize: '12rem',
  // rtl-physical: overflow-inline/-block are too new (Chrome 135, Safari 26); in horizontal-tb x is the inline axis
  overflowY: 'auto',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

// The result takes focus when an upload ends (issue 13): the ring shows where the keyboard now is.
export const result = style({
  borderRadius: vars.radius.medium,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

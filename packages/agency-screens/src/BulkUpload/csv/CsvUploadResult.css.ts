import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const errorsHeading = style({
  margin: `${vars.space.small} 0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

// A refused 2,000-row file can list thousands of server errors: they scroll inside the panel.
export const errorItems = style({
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
});

export const errorsList = style({
  maxHeight: '12rem',
  overflowY: 'auto',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
  },
});

import { media, sprinkles, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

// The same surface as the CSV area's card beside it, so the page reads as two steps.
export const section = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    gap: 'large',
    minInlineSize: 0,
    padding: 'large',
    background: 'surface',
    borderRadius: 'large',
    boxShadow: 'small',
  }),
  { border: `1px solid ${vars.color.border}` },
]);

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const progressRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const progressBar = style({
  flex: 1,
  minInlineSize: 0,
  // Long names wrap rather than push Cancel off a narrow screen.
  overflowWrap: 'anywhere',
});

export const hint = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.infoSoft,
  color: vars.color.infoText,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  '@media': {
    [media.tablet]: { alignItems: 'center' },
  },
});

export const hintIcon = style({
  flexShrink: 0,
});

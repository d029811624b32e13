import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { softTone, solidTone } from '../../theme/tones';
import { vars } from '../../theme/vars.css';

/** Each tone pairs a *Soft background with its *Text colour, chosen in the theme for AA contrast. */
export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    minInlineSize: 0,
    paddingInline: vars.space.large,
    paddingBlock: vars.space.medium,
    border: '1px solid',
    borderInlineStartWidth: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.small,
  },
  variants: {
    tone: {
      success: { ...softTone.success, borderColor: solidTone.success },
      error: { ...softTone.danger, borderColor: solidTone.danger },
      info: { ...softTone.info, borderColor: solidTone.info },
      warning: { ...softTone.warning, borderColor: solidTone.warning },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  flexShrink: 0,
  // Centres the glyph on the first line of text.
  marginBlock: `calc((${vars.lineHeight.small} - ${vars.size.iconMedium}) / 2)`,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flexGrow: 1,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
});

export const message = style({
  margin: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});

const dismissBox = {
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space.xsmall})`,
  marginInlineEnd: `calc(-1 * ${vars.space.small})`,
};

/** The close button takes the tone's text colour instead of the ghost button's blue. */
export const dismiss = style({
  ...dismissBox,
  color: 'inherit',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surface },
  },
});

/** Holds the close button's place while its code loads, so the text does not reflow when it appears. */
export const dismissPlaceholder = style({
  ...dismissBox,
  inlineSize: vars.size.controlSmall,
  blockSize: vars.size.controlSmall,
});

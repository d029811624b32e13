import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { softTone, solidToneVariants } from '../../theme/tones';
import { vars } from '../../theme/vars.css';

/** Each tone pairs a *Soft background with its *Text colour, chosen in the theme for AA contrast. */
export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxInlineSize: '100%',
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xsmall,
    lineHeight: vars.lineHeight.xsmall,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: softTone,
  },
  defaultVariants: { tone: 'neutral' },
});

export const dot = recipe({
  base: {
    flexShrink: 0,
    inlineSize: vars.space.small,
    blockSize: vars.space.small,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: solidToneVariants((colour) => ({ background: colour })),
  },
  defaultVariants: { tone: 'neutral' },
});

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

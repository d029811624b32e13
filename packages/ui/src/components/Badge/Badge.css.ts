import { recipe } from '@vanilla-extract/recipes';
import { softTone } from '../../theme/tones';
import { vars } from '../../theme/vars.css';

/** Each tone pairs a *Soft background with its *Text colour, chosen in the theme for AA contrast. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minInlineSize: vars.size.iconMedium,
    maxInlineSize: '100%',
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xsmall,
    lineHeight: vars.lineHeight.xsmall,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  },
  variants: {
    tone: softTone,
  },
  defaultVariants: { tone: 'neutral' },
});

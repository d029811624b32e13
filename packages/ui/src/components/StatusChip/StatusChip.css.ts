import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Each tone pairs a *Soft background with its *Text colour, chosen in the theme for AA contrast. */
export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
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
    tone: {
      neutral: { background: vars.color.neutralSoft, color: vars.color.neutralText },
      primary: { background: vars.color.primarySoft, color: vars.color.primaryText },
      success: { background: vars.color.successSoft, color: vars.color.successText },
      warning: { background: vars.color.warningSoft, color: vars.color.warningText },
      danger: { background: vars.color.dangerSoft, color: vars.color.dangerText },
      info: { background: vars.color.infoSoft, color: vars.color.infoText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const dot = recipe({
  base: {
    flexShrink: 0,
    width: vars.space.small,
    height: vars.space.small,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.borderStrong },
      primary: { background: vars.color.primary },
      success: { background: vars.color.success },
      warning: { background: vars.color.warning },
      danger: { background: vars.color.danger },
      info: { background: vars.color.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.xsmall },
      small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small },
      medium: { fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.medium },
      large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large },
      xlarge: { fontSize: vars.fontSize.xlarge, lineHeight: vars.lineHeight.xlarge },
      xxlarge: { fontSize: vars.fontSize.xxlarge, lineHeight: vars.lineHeight.xxlarge },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      primary: { color: vars.color.primaryText },
      danger: { color: vars.color.dangerText },
      success: { color: vars.color.successText },
      warning: { color: vars.color.warningText },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { size: 'medium', tone: 'neutral', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

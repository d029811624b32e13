import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';
import { choiceField, choiceTarget } from '../private/ChoiceControl/ChoiceControl.css';

/** The checkbox with its help text and error below it. */
export const field = choiceField;

/** The clickable label: box plus text, one target so the text toggles too. */
export const button = style(choiceTarget);

export const box = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.iconSmall,
  blockSize: vars.size.iconSmall,
  // Centres the box on the first line of a label that may wrap.
  marginBlockStart: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.textInverse,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${button}[data-pressed][data-selected] &, ${button}[data-pressed][data-indeterminate] &`]: {
      background: vars.color.primaryPressed,
      borderColor: vars.color.primaryPressed,
    },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-invalid][data-selected] &, ${button}[data-invalid][data-indeterminate] &`]: {
      background: vars.color.danger,
    },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const mark = style({
  inlineSize: '100%',
  blockSize: '100%',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const label = style({
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

/** Help text and error line up with the label text, not with the box. */
export const helpText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingInlineStart: `calc(${vars.size.iconSmall} + ${vars.space.small})`,
  selectors: {
    '&:empty': { display: 'none' },
  },
});

export const groupItems = recipe({
  base: {
    display: 'flex',
    minInlineSize: 0,
    paddingBlock: vars.space.xxsmall,
  },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space.small },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large, rowGap: vars.space.small },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

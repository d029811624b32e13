import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';
import { choiceField, choiceTarget } from '../private/ChoiceControl/ChoiceControl.css';

export const field = choiceField;

/** Track plus label in one target, so a press on the text toggles too. */
export const button = style(choiceTarget);

const trackWidth = `calc(${vars.size.iconMedium} * 2)`;

export const track = style({
  flex: 'none',
  position: 'relative',
  inlineSize: trackWidth,
  blockSize: vars.size.iconMedium,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${button}[data-hovered] &`]: { background: vars.color.textMuted },
    [`${button}[data-selected] &`]: { background: vars.color.primary },
    [`${button}[data-selected][data-hovered] &`]: { background: vars.color.primaryHover },
    [`${button}[data-selected][data-pressed] &`]: { background: vars.color.primaryPressed },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxsmall,
  insetInlineStart: vars.space.xxsmall,
  inlineSize: vars.size.iconSmall,
  blockSize: vars.size.iconSmall,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    // The thumb moves to the inline end: a transform (it animates smoothly) has no logical form, so
    // right-to-left moves it the other way.
    [`${button}[data-selected] &`]: {
      // rtl-physical: towards the end in left-to-right; the rule below mirrors it
      transform: `translateX(calc(${trackWidth} - ${vars.size.iconSmall} - 2 * ${vars.space.xxsmall}))`,
    },
    [`${button}[data-selected] &:dir(rtl)`]: {
      // rtl-physical: towards the end in right-to-left
      transform: `translateX(calc(-1 * (${trackWidth} - ${vars.size.iconSmall} - 2 * ${vars.space.xxsmall})))`,
    },
  },
});

export const label = style({
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

/** Help text lines up with the label text, not with the track. */
export const helpText = style({
  display: 'flex',
  flexDirection: 'column',
  paddingInlineStart: `calc(${trackWidth} + ${vars.space.small})`,
});

import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

export const link = recipe({
  base: {
    color: vars.color.primaryText,
    cursor: 'pointer',
    borderRadius: vars.radius.small,
    textUnderlineOffset: '0.2em',
    transition: `color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.primaryPressed },
      '&[data-pressed]': { color: vars.color.primaryPressed },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      // Inside running text colour alone does not mark a link (WCAG 1.4.1), so it stays underlined.
      inline: {
        textDecoration: 'underline',
      },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xsmall,
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]': { textDecoration: 'underline' },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

// The new-tab note is read by screen readers, not shown: ui's one visually-hidden style.
export { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

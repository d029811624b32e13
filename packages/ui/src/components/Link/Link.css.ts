import { style } from '@vanilla-extract/css';
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

/** Read by screen readers, not shown: the same rules as react-aria's VisuallyHidden. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

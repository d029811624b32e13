import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

/** A checkbox, radio or switch with its help text and error below it. */
export const choiceField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

/**
 * The indicator and its label as one press target, so a press on the text toggles too; shared by
 * Checkbox, Radio and Switch so the three line up in a form.
 */
export const choiceTarget = {
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minInlineSize: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
} as const;

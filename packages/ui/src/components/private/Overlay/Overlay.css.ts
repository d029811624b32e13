import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../theme/focusRing.css';
import { lightTheme } from '../../../theme/lightTheme.css';
import { resetRoot } from '../../../theme/reset.css';
import { vars } from '../../../theme/vars.css';

/**
 * React Aria portals overlays to document.body, outside the ThemeProvider's element, so the
 * theme's CSS variables, base type and reset would not reach them. Every overlay root composes this.
 */
export const portalRoot = style([
  lightTheme,
  resetRoot,
  {
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.medium,
    lineHeight: vars.lineHeight.medium,
    color: vars.color.text,
  },
]);

/** The square icon-only close button of dialogs and toasts. */
export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.controlSmall,
  blockSize: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const closeIcon = style({
  inlineSize: vars.size.iconMedium,
  blockSize: vars.size.iconMedium,
});

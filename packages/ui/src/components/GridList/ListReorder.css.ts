import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

/** The line shown where dragged items would land. */
export const dropIndicator = style({
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      blockSize: 0,
      outline: `1px solid ${vars.color.primary}`,
      outlineOffset: `calc(${vars.space.medium} / -2)`,
    },
  },
});

export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.controlSmall,
  blockSize: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

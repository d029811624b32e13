import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

export const frame = style({
  position: 'relative',
  inlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

// Sized by the frame, not positioned: maplibre's own stylesheet makes its container `position: relative`.
export const canvasHost = style({
  inlineSize: '100%',
  blockSize: '100%',
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: '100%',
  paddingInline: vars.space.large,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/** Marks the centre Enter picks while the map has keyboard focus. */
export const crosshair = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  marginBlockStart: '-0.75rem',
  marginInlineStart: '-0.75rem',
  pointerEvents: 'none',
  backgroundImage: `linear-gradient(${vars.color.text}, ${vars.color.text}), linear-gradient(${vars.color.text}, ${vars.color.text})`,
  backgroundSize: '100% 2px, 2px 100%',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
});

export const marker = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  // rtl-physical: a map pin: the square corner, turned by the rotation, is the point on the place, downwards in both directions
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  border: '2px solid white',
  boxShadow: vars.shadow.small,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

// maplibre's canvas takes keyboard focus; its own stylesheet removes the outline.
globalStyle(`${canvasHost} canvas:focus-visible`, { ...focusRing, outlineOffset: '-2px' });

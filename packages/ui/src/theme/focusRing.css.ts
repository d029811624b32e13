import { vars } from './vars.css';

/** The shared keyboard focus outline, applied under `[data-focus-visible]`. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** The same ring drawn inside the element, for items of a scrolling box that would clip it outside. */
export const focusRingInset = {
  ...focusRing,
  outlineOffset: `calc(-1 * ${focusRing.outlineOffset})`,
} as const;

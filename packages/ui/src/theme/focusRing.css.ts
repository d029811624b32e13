import { vars } from './vars.css';

/** The shared keyboard focus outline, applied under `[data-focus-visible]`. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

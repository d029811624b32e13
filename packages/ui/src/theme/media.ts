import { breakpoints } from './tokens';

/** Media queries for vanilla-extract `@media` blocks; CSS variables cannot be used inside them. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  narrow: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

// Plain styles rather than Stack: this shows on every first load, where Stack's sprinkles (every
// layout atom of the theme) would cost more than the rest of the fallback.
export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.xlarge,
});

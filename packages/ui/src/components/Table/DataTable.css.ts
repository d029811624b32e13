import { style } from '@vanilla-extract/css';
import { focusRingInset } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

// Table's rules key hover and the focus ring on react-aria's data attributes; DataTable's plain
// elements have the pseudo-classes (a mouse focus shows no ring, as with react-aria).

export const focusable = style({
  selectors: {
    '&:focus-visible': focusRingInset,
  },
});

export const sortableColumn = style({
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { background: vars.color.surfaceSunken } } },
  },
});

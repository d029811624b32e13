import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

// Beside the form the panel stays in view while the form scrolls, below the app's sticky header;
// the column it sits in must be as tall as the form.
export const aside = style({
  position: 'sticky',
  insetBlockStart: `calc(${vars.size.header} + ${vars.space.large})`,
  alignSelf: 'start',
  minInlineSize: 0,
});

export const checks = style({
  display: 'grid',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const check = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: vars.space.small,
  overflowWrap: 'anywhere',
});

export const doneMark = style({ color: vars.color.success });

// An empty ring the size of the tick's circle, where the tick will come.
export const todoMark = style({
  inlineSize: vars.size.iconSmall,
  blockSize: vars.size.iconSmall,
  margin: '2px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  boxSizing: 'border-box',
});

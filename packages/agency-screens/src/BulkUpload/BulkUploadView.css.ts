import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';
import { pageColumns, wideColumns } from '../shared/pageColumns.css';

export const description = style({
  marginBlock: `${vars.space.xsmall} 0`,
  marginInline: 0,
  color: vars.color.textMuted,
  maxInlineSize: '48rem',
});

// Wide screens: the work on the left, the guidelines beside it; narrow screens: one column.
export const columns = style([pageColumns, { vars: { [wideColumns]: 'minmax(0, 2fr) minmax(16rem, 1fr)' } }]);

import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

/** The filter bar: one field a row on phones, the four fields and Reset Filters side by side from the tablet breakpoint. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'end',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr)) auto' },
  },
});

export const filterField = style({ minInlineSize: 0 });

export const resetButton = style({ justifySelf: 'start' });

/** The table's columns; the table scrolls sideways inside its frame on screens narrower than their sum. */
export const table = style({ minInlineSize: '62rem' });

export const nameColumn = style({ inlineSize: '22%' });
export const actionsColumn = style({ inlineSize: '15rem' });

/** A cell of two lines: the main value, then a smaller muted one. */
export const cellLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minInlineSize: 0 });

export const mutedLine = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xsmall });

export const agentCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minInlineSize: 0 });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

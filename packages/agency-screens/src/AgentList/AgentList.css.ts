import { vars } from '@marketplace/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/** The page: header, filters, list and pagination one under another. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minInlineSize: 0 });

/** The filter bar: as many fields a row as fit (one on phones, all four and Reset Filters on a desktop). */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'end',
});

export const filterField = style({ minInlineSize: 0 });

export const resetButton = style({ justifySelf: 'start' });

/**
 * Fixed layout: the columns keep their widths whatever the text, long names and e-mails end in an
 * ellipsis instead of widening the table, and below the minimum width the frame scrolls sideways.
 */
export const table = style({ tableLayout: 'fixed', minInlineSize: '64rem' });

// Widths for what has a known size; Agent Name, Company and Contact share the rest equally.
export const columnWidths = styleVariants({
  agentName: {},
  company: {},
  location: { inlineSize: '9rem' },
  contact: {},
  experience: { inlineSize: '7.5rem' },
  status: { inlineSize: '7rem' },
  // View and the widest request label ('Cancel Request'), with the cell's padding.
  actions: { inlineSize: '14rem' },
});

/** A cell of two lines: the main value, then a smaller muted one. */
export const cellLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minInlineSize: 0 });

export const mutedLine = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xsmall, fontWeight: vars.fontWeight.regular });

export const agentCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minInlineSize: 0 });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

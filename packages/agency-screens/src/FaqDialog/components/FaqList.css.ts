import { style } from '@vanilla-extract/css';

/** An answer keeps the line breaks it was typed with; a long word wraps rather than widening the dialog. */
export const answer = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

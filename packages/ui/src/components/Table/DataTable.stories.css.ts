import { style } from '@vanilla-extract/css';

/** A fixed layout, as a screen with set column widths has (Inquiry Management). */
export const fixedLayout = style({ tableLayout: 'fixed' });

/** A narrow ID column: 4rem, the padding leaves 2rem for its label and its 16 px sort arrow. */
export const narrowColumn = style({ inlineSize: '4rem' });

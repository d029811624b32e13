import { style } from '@vanilla-extract/css';

/**
 * A block holding one short value from the server (a name, an address, an e-mail) with a direction of its
 * own (`dir="auto"`, or `dir="ltr"` for an e-mail, a phone number or an address on the web): the value
 * runs its own way inside, but the block keeps the side the page reads from, as the label beside it does,
 * instead of jumping to the left for an English name in an Arabic page. Paragraphs (a note, a review)
 * keep `dir="auto"` alone: their alignment follows their writer's language.
 */
export const valueLine = style({
  textAlign: 'match-parent',
});

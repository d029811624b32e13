import { style } from '@vanilla-extract/css';

/**
 * `text-align: match-parent` for a block holding one short value from the server (a name, an address, an
 * e-mail) with a direction of its own (`dir="auto"`, or `dir="ltr"` for an e-mail, a phone number or an
 * address on the web): the value runs its own way inside, but the block keeps the side the page reads
 * from, as the label beside it does, instead of jumping to the left for an English name in an Arabic
 * page. Chromium knows the value only as `-webkit-match-parent` (it drops the unprefixed one); Firefox
 * takes the unprefixed one, which comes last. Paragraphs (a note, a review) keep `dir="auto"` alone:
 * their alignment follows their writer's language.
 */
export const alignWithLine: { textAlign: ('-webkit-match-parent' | 'match-parent')[] } = { textAlign: ['-webkit-match-parent', 'match-parent'] };

export const valueLine = style(alignWithLine);

import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';
import { alignWithLine } from '../../shared/userText.css';

export const skeletonFrame = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const skeletonRow = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.xlarge} 1.4fr 1.4fr 1fr 1fr`,
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.border}` },
  },
});

/** The detail dialog's facts: one column on phones, two from the tablet breakpoint. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const fact = style({
  minInlineSize: 0,
});

export const factValue = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** A short value (`dir="auto"`, or `"ltr"` for a contact) stays on the side its term is on; the About text follows its own language. */
export const shortFactValue = style([factValue, { ...alignWithLine }]);

export const wide = style({
  gridColumn: '1 / -1',
});

export const propertyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const propertyItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** The page and a tab's panel, one part under another (ui's Stack without its runtime in the first load). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minInlineSize: 0 });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minInlineSize: 0 });

/** The title with the pending-invitation count beside it, wrapping on a phone. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.medium });

/** The search takes the room, Reset at its end. */
export const searchBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });

export const searchField = style({ flexGrow: 1, minInlineSize: 0 });

import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const planCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  padding: vars.space.large,
  minInlineSize: 0,
});

export const planHeader = style({
  display: 'flex',
  alignItems: 'start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

// Plan names come from brochures and can be one long unbroken run ('50/50-PostHandover-...').
export const wrappingHeading = style({
  margin: 0,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

// Name and resale share side by side on a laptop; one above the other on a phone.
export const planFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const milestoneRow = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space.medium,
  minInlineSize: 0,
});

// Name, share and description in one line with Remove at its end; stacked on a phone.
export const milestoneFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(7rem, 1fr) minmax(0, 3fr) auto',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

// Lines the Remove button up with the inputs rather than with their labels.
export const rowAction = style({
  paddingBlockStart: vars.space.xlarge,
  '@media': { [media.narrow]: { paddingBlockStart: 0, justifySelf: 'start' } },
});

export const scheduleAdd = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.small,
});

export const dueDateList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const dueDate = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInlineStart: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
});

export const totalLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

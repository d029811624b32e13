import { media, sprinkles, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';
import { alignWithLine } from '../../shared/userText.css';

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const text = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const mutedText = style([text, { color: vars.color.textMuted, fontStyle: 'italic' }]);

export const noteEditor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  margin: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const created = style({
  margin: 0,
});

export const detail = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall', minInlineSize: 0 });

export const definition = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  // The value has its own direction (`dir="auto"`); it stays on the side its term is on.
  ...alignWithLine,
});

/** The created date beside the status selector, labelled like the selector. */
export const prominentDetail = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall', minInlineSize: 0 });

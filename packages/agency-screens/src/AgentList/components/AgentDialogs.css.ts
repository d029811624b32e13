import { focusRing, media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';
import { alignWithLine } from '../../shared/userText.css';

export const profileHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.large, minInlineSize: 0, flexWrap: 'wrap' });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
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

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minInlineSize: 0 });

export const term = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

// A value has its own direction (`dir="auto"`, `"ltr"` for contacts); it stays on the side its term is on.
export const definition = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere', ...alignWithLine });

export const text = style({ margin: 0, color: vars.color.text, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const mutedText = style([text, { color: vars.color.textMuted }]);

export const inlineList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const propertyGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const propertyCard = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    inlineSize: '100%',
    padding: vars.space.small,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:hover': { borderColor: vars.color.primary }, '&:focus-visible': focusRing },
  },
]);

export const cardName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere', ...alignWithLine });

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const video = style({ inlineSize: '100%', aspectRatio: '4 / 3', borderRadius: vars.radius.medium, background: vars.color.text });

export const galleryImage = style({ borderRadius: vars.radius.medium, inlineSize: '100%' });

/** The request button at the header's end, or under the name when the header wraps. */
export const headerAction = style({ marginInlineStart: 'auto' });

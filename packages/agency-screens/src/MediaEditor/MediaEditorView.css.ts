import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';
import { alignWithLine } from '../shared/userText.css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.medium,
  '@media': {
    // On a phone the picture goes above the fields, the handle and Remove stay on its sides.
    'screen and (max-width: 767px)': {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"handle preview remove" "body body body"',
    },
  },
});

export const narrowArea = {
  handle: style({ '@media': { 'screen and (max-width: 767px)': { gridArea: 'handle' } } }),
  preview: style({ '@media': { 'screen and (max-width: 767px)': { gridArea: 'preview' } } }),
  body: style({ minInlineSize: 0, '@media': { 'screen and (max-width: 767px)': { gridArea: 'body' } } }),
  remove: style({ '@media': { 'screen and (max-width: 767px)': { gridArea: 'remove' } } }),
};

export const preview = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '96px',
  blockSize: '72px',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const previewMedia = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  display: 'block',
});

// The file's name, in the direction of its own letters (`dir="auto"`), on the row's reading side.
export const fileName = style({
  minInlineSize: 0,
  ...alignWithLine,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

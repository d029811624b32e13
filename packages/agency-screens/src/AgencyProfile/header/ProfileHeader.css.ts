import { coverImageLimits } from '@marketplace/domain';
import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';
import { alignWithLine } from '../../shared/userText.css';

export const coverFrame = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
});

/** The banner keeps the spec's 3.5:1 ratio at every width, placeholder included. */
export const cover = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: `${coverImageLimits.aspectRatio} / 1`,
});

export const coverAction = style({
  position: 'absolute',
  insetBlockEnd: vars.space.medium,
  insetInlineEnd: vars.space.medium,
});

/** Veils an image while its replacement uploads. */
export const uploadVeil = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'flex-end',
  padding: vars.space.medium,
  background: vars.color.overlay,
  color: vars.color.textInverse,
});

export const uploadProgress = style({
  inlineSize: '100%',
  maxInlineSize: vars.size.dialogSmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
});

export const identity = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.large,
  paddingInline: vars.space.xlarge,
  '@media': {
    [media.narrow]: { paddingInline: vars.space.large, alignItems: 'flex-start', flexDirection: 'column' },
  },
});

/** Half the large avatar's height above the cover's lower edge. */
export const pictureFrame = style({
  position: 'relative',
  flexShrink: 0,
  marginBlockStart: `calc(-1 * ${vars.size.controlLarge})`,
  borderRadius: vars.radius.full,
  border: `${vars.space.xsmall} solid ${vars.color.surface}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.medium,
});

export const pictureVeil = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
  color: vars.color.textInverse,
});

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  flex: '1 1 auto',
  overflowWrap: 'anywhere',
});

// The name (`dir="auto"`) and the e-mail (`dir="ltr"`) keep the side the page reads from.
export const name = style({
  margin: 0,
  ...alignWithLine,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const email = style({
  margin: 0,
  ...alignWithLine,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

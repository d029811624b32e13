import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minInlineSize: 0,
  paddingInline: vars.space.xlarge,
  paddingBlock: vars.space.xxlarge,
  textAlign: 'center',
  color: vars.color.text,
  background: vars.color.surface,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': focusRing,
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
    },
    '&[data-disabled]': {
      borderColor: vars.color.border,
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [media.narrow]: {
      paddingInline: vars.space.large,
      paddingBlock: vars.space.xlarge,
    },
  },
});

export const iconBubble = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlLarge,
  blockSize: vars.size.controlLarge,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
  selectors: {
    [`${dropZone}[data-disabled] &`]: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

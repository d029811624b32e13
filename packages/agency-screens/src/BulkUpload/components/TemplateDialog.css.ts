import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const choice = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:has([data-hovered])': { background: vars.color.primarySoft, borderColor: vars.color.primary },
    '&:has([data-pressed])': { background: vars.color.surfaceSunken },
    '&:has([data-focus-visible])': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The title is the button; its ::after covers the card so a press anywhere on it chooses. */
export const choiceButton = style({
  appearance: 'none',
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: vars.radius.large,
  },
});

export const choiceIcon = style({
  flexShrink: 0,
  color: vars.color.primaryText,
  marginTop: vars.space.xxsmall,
});

export const choiceText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const choiceDescription = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const choiceDetail = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

import { vars } from '@marketplace/ui';
import { style, styleVariants } from '@vanilla-extract/css';
import { alignWithLine } from '../../shared/userText.css';

/**
 * The live region that speaks the outcome. It stays mounted so the change from 'Checking...' to the
 * result is announced; while it has nothing to say (a failure shown in an alert) it takes no room.
 */
export const status = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  selectors: { '&:empty': { display: 'none' } },
});

export const outcome = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  fontWeight: vars.fontWeight.semibold,
});

export const outcomeTone = styleVariants({
  success: { color: vars.color.successText },
  warning: { color: vars.color.warningText },
  neutral: { color: vars.color.text },
});

export const outcomeIcon = style({
  flexShrink: 0,
  marginBlockStart: vars.space.xxsmall,
});

// A file's name (`dir="auto"`): its letters run their own way, the line stays on the reading side.
export const fileName = style({
  margin: 0,
  minInlineSize: 0,
  ...alignWithLine,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: vars.size.controlLarge,
    blockSize: vars.size.controlLarge,
    marginBlockEnd: vars.space.xsmall,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.neutralSoft, color: vars.color.neutralText },
      danger: { background: vars.color.dangerSoft, color: vars.color.dangerText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

globalStyle(`${icon.classNames.base} svg`, {
  inlineSize: vars.size.iconMedium,
  blockSize: vars.size.iconMedium,
});

export const title = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.large,
    lineHeight: vars.lineHeight.large,
    fontWeight: vars.fontWeight.semibold,
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      danger: { color: vars.color.dangerText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const description = style({
  margin: 0,
  maxInlineSize: '60ch',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginBlockStart: vars.space.small,
});

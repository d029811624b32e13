import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { softTone, solidToneVariants } from '../../theme/tones';
import { vars } from '../../theme/vars.css';

export const statCard = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    minInlineSize: 0,
    paddingInline: vars.space.large,
    paddingBlock: vars.space.large,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    // The coloured edge repeats the tone without relying on it: the label says what is counted.
    borderInlineStartWidth: vars.space.xsmall,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
  },
  variants: {
    tone: solidToneVariants((colour) => ({ borderInlineStartColor: colour })),
  },
  defaultVariants: { tone: 'neutral' },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const iconBubble = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: vars.size.controlLarge,
    blockSize: vars.size.controlLarge,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: softTone,
  },
  defaultVariants: { tone: 'neutral' },
});

import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

/** The label and the value on one line, the track under them. */
export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label output" "track track"',
  rowGap: vars.space.small,
  inlineSize: '100%',
  minInlineSize: 0,
});

export const label = style({
  gridArea: 'label',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const output = style({
  gridArea: 'output',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  gridArea: 'track',
  position: 'relative',
  blockSize: vars.size.controlSmall,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockStart: '50%',
      blockSize: vars.space.xsmall,
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      background: vars.color.border,
    },
    '&[data-disabled]': { opacity: 0.55 },
  },
});

/** The part of the track before the thumb; its width is the value's share, set inline. */
export const fill = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: '50%',
  blockSize: vars.space.xsmall,
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

export const thumb = style({
  insetBlockStart: '50%',
  inlineSize: vars.size.iconMedium,
  blockSize: vars.size.iconMedium,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  border: `${vars.space.xxsmall} solid ${vars.color.surface}`,
  boxShadow: vars.shadow.small,
  cursor: 'grab',
  selectors: {
    '&[data-hovered]': { background: vars.color.primaryHover },
    '&[data-dragging]': { background: vars.color.primaryPressed, cursor: 'grabbing' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { background: vars.color.borderStrong, cursor: 'not-allowed' },
  },
});

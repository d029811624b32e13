import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focusRing.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.small})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.large,
  insetInlineEnd: vars.space.large,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-end',
  gap: vars.space.small,
  maxInlineSize: `calc(100vw - 2 * ${vars.space.large})`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [media.narrow]: {
      insetBlockEnd: vars.space.small,
      insetInlineStart: vars.space.small,
      insetInlineEnd: vars.space.small,
      maxInlineSize: 'none',
      alignItems: 'center',
    },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    inlineSize: vars.size.dialogSmall,
    maxInlineSize: '100%',
    paddingBlock: vars.space.medium,
    paddingInlineStart: vars.space.large,
    paddingInlineEnd: vars.space.small,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.large,
    outline: 'none',
    animation: `${slideIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, borderInlineStartColor: vars.color.success },
      error: { background: vars.color.dangerSoft, borderInlineStartColor: vars.color.danger },
      info: { background: vars.color.infoSoft, borderInlineStartColor: vars.color.info },
      warning: { background: vars.color.warningSoft, borderInlineStartColor: vars.color.warning },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 auto',
  minInlineSize: 0,
  paddingBlock: vars.space.xsmall,
});

export const title = recipe({
  base: {
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.small,
    fontWeight: vars.fontWeight.semibold,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      success: { color: vars.color.successText },
      error: { color: vars.color.dangerText },
      info: { color: vars.color.infoText },
      warning: { color: vars.color.warningText },
    },
  },
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

export const disclosure = recipe({
  base: { minInlineSize: 0 },
  variants: {
    variant: {
      card: {
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.medium,
      },
      plain: {},
    },
  },
  defaultVariants: { variant: 'card' },
});

export const heading = style({
  margin: 0,
  fontSize: 'inherit',
  lineHeight: 'inherit',
  fontWeight: 'inherit',
});

export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    margin: 0,
    border: 0,
    background: 'transparent',
    color: vars.color.text,
    textAlign: 'start',
    cursor: 'pointer',
    // The ring comes from data-focus-visible only, not from the browser's heuristics after a press.
    outline: 'none',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      card: {
        inlineSize: '100%',
        gap: vars.space.medium,
        minBlockSize: vars.size.controlLarge,
        paddingInline: vars.space.large,
        paddingBlock: vars.space.medium,
        borderRadius: vars.radius.medium,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceSunken },
          // Flat bottom corners once the panel hangs below.
          '&[aria-expanded="true"]': { borderEndStartRadius: 0, borderEndEndRadius: 0 },
        },
      },
      // Sized to its label with the chevron right after it, like a text button.
      plain: {
        display: 'inline-flex',
        maxInlineSize: '100%',
        gap: vars.space.small,
        minBlockSize: vars.size.controlMedium,
        paddingBlock: vars.space.small,
        paddingInline: 0,
        borderRadius: vars.radius.small,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { color: vars.color.primaryText },
        },
      },
    },
  },
  defaultVariants: { variant: 'card' },
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const title = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const subtitle = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const chevron = style({
  flex: 'none',
  inlineSize: vars.size.iconSmall,
  blockSize: vars.size.iconSmall,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

/** No `display` here: react-aria hides a collapsed panel with the `hidden` attribute. */
export const panel = recipe({
  base: {
    minInlineSize: 0,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.small,
    color: vars.color.text,
    // A collapsed panel is hidden="until-found", which keeps its box: without padding it takes no room.
    selectors: { '&[hidden]': { paddingBlock: 0 } },
  },
  variants: {
    variant: {
      card: {
        paddingInline: vars.space.large,
        paddingBlockEnd: vars.space.large,
        paddingBlockStart: vars.space.xsmall,
      },
      plain: { paddingBlock: vars.space.small },
    },
  },
  defaultVariants: { variant: 'card' },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingInset } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

/** Set by the `padding` variant, read by every padded part of the card. */
const cardPadding = createVar();

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minInlineSize: 0,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
    overflow: 'hidden',
  },
  variants: {
    padding: {
      none: { vars: { [cardPadding]: '0' } },
      small: { vars: { [cardPadding]: vars.space.medium } },
      medium: { vars: { [cardPadding]: vars.space.large } },
      large: { vars: { [cardPadding]: vars.space.xlarge } },
    },
    interactive: {
      true: {
        transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
        selectors: {
          '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.medium },
        },
      },
      false: {},
    },
  },
  defaultVariants: { padding: 'medium', interactive: false },
});

const padded = {
  paddingInline: cardPadding,
  paddingBlock: cardPadding,
} as const;

/** Media runs edge to edge, above the padded content. */
export const media = style({
  display: 'block',
  inlineSize: '100%',
});

export const header = style({
  ...padded,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  selectors: {
    '&:not(:last-child)': { paddingBlockEnd: 0 },
  },
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flexGrow: 1,
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** Secondary controls sit above the stretched primary action so they stay clickable on their own. */
export const raised = style({
  position: 'relative',
  zIndex: 1,
});

export const actions = style([
  raised,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    flexShrink: 0,
  },
]);

export const body = style({
  ...padded,
  flexGrow: 1,
  minInlineSize: 0,
  selectors: {
    '&:not(:last-child)': { paddingBlockEnd: 0 },
  },
});

export const footer = style([
  raised,
  {
    ...padded,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.small,
    borderBlockStart: `1px solid ${vars.color.border}`,
    marginBlockStart: cardPadding,
  },
]);

/**
 * The card's one primary link or button. Its `::after` stretches over the whole card, so the
 * card is clickable while the DOM holds a single real control (no clickable div, no nesting).
 */
export const primaryAction = style({
  all: 'unset',
  cursor: 'pointer',
  color: 'inherit',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.large,
    },
    '&[data-focus-visible]::after': focusRingInset,
    '&[data-hovered]': { textDecoration: 'underline' },
  },
});

import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './media';
import { vars } from './vars.css';

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    // Logical sides only: the same atoms lay out Arabic right-to-left.
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginBlockStart: vars.space,
    marginBlockEnd: vars.space,
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
  },
});

const colourProperties = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      muted: vars.color.surfaceMuted,
      canvas: vars.color.background,
      primarySoft: vars.color.primarySoft,
    },
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      primary: vars.color.primaryText,
      danger: vars.color.dangerText,
      success: vars.color.successText,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    // Logical sizes, as the sides above: the inline axis is the line's, in English and in Arabic.
    minInlineSize: [0],
    inlineSize: { full: '100%' },
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    // rtl-physical: the props' earlier names, kept so screens written against them still compile; they write the logical sizes
    minWidth: ['minInlineSize'],
    // rtl-physical: the props' earlier names, kept so screens written against them still compile; they write the logical sizes
    width: ['inlineSize'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colourProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];

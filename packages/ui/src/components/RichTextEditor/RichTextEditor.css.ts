import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.css';
import { vars } from '../../theme/vars.css';

/** The editor's box (toolbar over content); the preview before lexical loads has the same size. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  minInlineSize: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  selectors: {
    '&:focus-within': { borderColor: vars.color.primary },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: '44px',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const toolbarGroup = style({ display: 'flex', gap: vars.space.xxsmall, alignItems: 'center' });

export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '32px',
  blockSize: '32px',
  paddingInline: vars.space.xsmall,
  border: '1px solid transparent',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { background: vars.color.primarySoft, borderColor: vars.color.primary, color: vars.color.primaryText },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const swatch = style({
  display: 'inline-block',
  inlineSize: '14px',
  blockSize: '14px',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const content = style({
  minBlockSize: '160px',
  maxBlockSize: '480px',
  // rtl-physical: overflow-inline/-block are too new (Chrome 135, Safari 26); in horizontal-tb x is the inline axis
  overflowY: 'auto',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  outline: 'none',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const editorArea = style({ position: 'relative' });

export const placeholder = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  pointerEvents: 'none',
});

export const previewText = style([content, { color: vars.color.text, cursor: 'text' }]);

export const linkPopover = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  minInlineSize: '260px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.15)',
});

export const linkActions = style({ display: 'flex', gap: vars.space.small, justifyContent: 'flex-end' });

export const footer = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.small });

/** What the editor and RichTextView show: the theme's classes lexical puts on its nodes, and plain tags. */
export const richText = style({});
for (const scope of [content, richText]) {
  globalStyle(`${scope} p, ${scope} h1, ${scope} h2, ${scope} h3, ${scope} h4, ${scope} h5, ${scope} h6`, {
    marginBlock: `0 ${vars.space.small}`,
  });
  globalStyle(`${scope} ul, ${scope} ol`, { marginBlock: `0 ${vars.space.small}`, paddingInlineStart: vars.space.xlarge });
  globalStyle(`${scope} ul`, { listStyleType: 'disc' });
  globalStyle(`${scope} ol`, { listStyleType: 'decimal' });
  globalStyle(`${scope} h1`, { fontSize: '1.75em', fontWeight: 700 });
  globalStyle(`${scope} h2`, { fontSize: '1.5em', fontWeight: 700 });
  globalStyle(`${scope} h3`, { fontSize: '1.3em', fontWeight: 700 });
  globalStyle(`${scope} h4`, { fontSize: '1.15em', fontWeight: 700 });
  globalStyle(`${scope} h5`, { fontSize: '1em', fontWeight: 700 });
  globalStyle(`${scope} h6`, { fontSize: '0.9em', fontWeight: 700 });
  globalStyle(`${scope} a`, { color: vars.color.primaryText, textDecoration: 'underline' });
  globalStyle(`${scope} b, ${scope} strong`, { fontWeight: 700 });
  globalStyle(`${scope} i, ${scope} em`, { fontStyle: 'italic' });
}

// Shown rich text is someone's writing: each paragraph and heading without a `dir` of its own reads in
// the direction of its first strong letter (an English description in an Arabic page runs left to
// right and starts on the left), as `dir="auto"` would per paragraph. The editor's paragraphs carry the
// `dir` lexical gives them.
globalStyle(`${richText} :where(p, h1, h2, h3, h4, h5, h6):not([dir])`, { unicodeBidi: 'plaintext' });

/** lexical's theme classes for formats it marks with classes rather than tags. */
export const textUnderline = style({ textDecoration: 'underline' });
export const textStrike = style({ textDecoration: 'line-through' });
export const textUnderlineStrike = style({ textDecoration: 'underline line-through' });
export const textBold = style({ fontWeight: 700 });
export const textItalic = style({ fontStyle: 'italic' });
export const nestedListItem = style({ listStyleType: 'none' });

export const placeholderInline = style({ color: vars.color.textMuted });

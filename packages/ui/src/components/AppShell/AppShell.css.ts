import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars.css';

export const shell = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gridTemplateRows: `${vars.size.header} 1fr`,
  gridTemplateAreas: '"header" "main"',
  minBlockSize: '100vh',
  background: vars.color.background,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: `${vars.size.sidebar} 1fr`,
      gridTemplateAreas: '"sidebar header" "sidebar main"',
    },
  },
});

export const sidebar = style({
  gridArea: 'sidebar',
  display: 'none',
  flexDirection: 'column',
  position: 'sticky',
  insetBlockStart: 0,
  blockSize: '100vh',
  // rtl-physical: overflow-inline/-block are too new (Chrome 135, Safari 26); in horizontal-tb x is the inline axis
  overflowY: 'auto',
  background: vars.color.sidebar,
  color: vars.color.sidebarText,
  zIndex: vars.zIndex.sidebar,
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.header,
  paddingInline: vars.space.xlarge,
  color: vars.color.sidebarTextActive,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.large,
});

export const header = style({
  gridArea: 'header',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingInline: vars.space.large,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { paddingInline: vars.space.xlarge } },
});

export const headerContent = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  flex: 1,
  minInlineSize: 0,
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMedium,
  blockSize: vars.size.controlMedium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { [media.tablet]: { display: 'none' } },
});

export const main = style({
  gridArea: 'main',
  minInlineSize: 0,
  padding: vars.space.large,
  // Focused by the skip link and after a page change, as a target rather than a control: no ring.
  outline: 'none',
  '@media': { [media.tablet]: { padding: vars.space.xlarge } },
});

// A page's heading takes focus after a page change as a starting point, not as a control: no ring.
globalStyle(`${main} h1[tabindex="-1"]:focus`, { outline: 'none' });

/** Off screen until focused, then over the top start corner of the page. */
export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: vars.zIndex.overlay,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'underline',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
    '&:focus-visible': focusRing,
  },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
// The drawer comes in from the inline start: the left in English, the right in Arabic. Transforms have no
// logical form, so right-to-left has keyframes of its own.
// rtl-physical: the left-to-right slide; slideInRtl below mirrors it
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
// rtl-physical: the right-to-left slide, chosen under :dir(rtl)
const slideInRtl = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: `min(${vars.size.sidebar}, 85vw)`,
  display: 'flex',
  flexDirection: 'column',
  // rtl-physical: overflow-inline/-block are too new (Chrome 135, Safari 26); in horizontal-tb x is the inline axis
  overflowY: 'auto',
  background: vars.color.sidebar,
  color: vars.color.sidebarText,
  boxShadow: vars.shadow.large,
  outline: 'none',
  animation: `${slideIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: { '&:dir(rtl)': { animationName: slideInRtl } },
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100%',
  outline: 'none',
});

export const drawerHeader = style([
  brand,
  { justifyContent: 'space-between', paddingInlineEnd: vars.space.small },
]);

export const drawerClose = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMedium,
  blockSize: vars.size.controlMedium,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.sidebarTextActive,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.sidebarActive },
    '&[data-focus-visible]': focusRing,
  },
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  margin: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minBlockSize: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.sidebarText,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.sidebarActive, color: vars.color.sidebarTextActive },
    '&[data-focus-visible]': { ...focusRing, outlineColor: vars.color.sidebarTextActive },
    '&[aria-current="page"]': {
      background: vars.color.sidebarActive,
      color: vars.color.sidebarTextActive,
      // rtl-physical: the bar on the inline-start edge; box-shadow has no logical offsets, so the rule below mirrors it
      boxShadow: `inset 3px 0 0 ${vars.color.sidebarTextActive}`,
    },
    // rtl-physical: the same bar on the right, the inline start in Arabic
    '&[aria-current="page"]:dir(rtl)': { boxShadow: `inset -3px 0 0 ${vars.color.sidebarTextActive}` },
  },
});

import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The element a reset applies under: the ThemeProvider's root and every overlay's portal root
 * (React Aria portals overlays to document.body, outside the ThemeProvider). The library is embedded
 * in pages it does not own, so nothing here reaches an element outside those roots; every selector
 * sits in `:where()`, so a reset weighs nothing against a component's class or the page's own rules.
 */
export const resetRoot = style({});

const root = `:where(${resetRoot})`;
const inside = `:where(${resetRoot}, ${resetRoot} *)`;

globalStyle(`${inside}, ${inside}::before, ${inside}::after`, { boxSizing: 'border-box' });

globalStyle(`${root} :where(h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol)`, { margin: 0 });

globalStyle(`${root} :where(img, svg, video, canvas)`, { display: 'block', maxInlineSize: '100%' });

globalStyle(`${root} :where(button, input, select, textarea)`, { font: 'inherit', color: 'inherit' });

globalStyle(`${inside}:focus:not(:focus-visible)`, { outline: 'none' });

globalStyle(inside, {
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

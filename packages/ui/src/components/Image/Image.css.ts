import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const image = recipe({
  base: {
    display: 'block',
    maxInlineSize: '100%',
  },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
  },
  defaultVariants: { fit: 'cover' },
});

/** Stands in for a picture that could not load, keeping the space the picture would have taken. */
export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  maxInlineSize: '100%',
  minBlockSize: vars.size.controlLarge,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const placeholderIcon = style({
  inlineSize: vars.size.controlSmall,
  blockSize: vars.size.controlSmall,
  maxInlineSize: '50%',
  maxBlockSize: '50%',
});

import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.small})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xlarge,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing} reverse` },
  },
  '@media': {
    [media.narrow]: { padding: 0, alignItems: 'flex-end' },
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    inlineSize: '100%',
    maxBlockSize: '100%',
    overflow: 'hidden',
    background: vars.color.surface,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${riseIn} ${vars.motion.durationBase} ${vars.motion.easing}` },
    },
    '@media': {
      [media.narrow]: {
        maxInlineSize: 'none',
        borderEndStartRadius: 0,
        borderEndEndRadius: 0,
      },
    },
  },
  variants: {
    size: {
      small: { maxInlineSize: vars.size.dialogSmall },
      medium: {
        maxInlineSize: vars.size.dialogMedium,
        '@media': { [media.narrow]: { blockSize: '100%', borderRadius: 0 } },
      },
      large: {
        maxInlineSize: vars.size.dialogLarge,
        '@media': { [media.narrow]: { blockSize: '100%', borderRadius: 0 } },
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const headerBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flex: 1,
  minInlineSize: 0,
});

/**
 * On a phone the avatar alone stands for the user (the name would crowd the header); the name stays
 * in the accessibility tree so the button keeps its name.
 */
export const profileName = style({
  maxInlineSize: '16ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    [media.narrow]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      margin: '-1px',
      clipPath: 'inset(50%)',
    },
  },
});

/** The reconnecting notice keeps the section's own spacing below it. */
export const reconnecting = style({
  marginBlockEnd: vars.space.medium,
});

import { media, vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'end', justifyContent: 'space-between' } },
});

export const search = style({ minInlineSize: 0, flex: '1 1 auto', maxInlineSize: '420px' });

export const count = style({ margin: 0, alignSelf: 'start', '@media': { [media.tablet]: { alignSelf: 'center' } } });

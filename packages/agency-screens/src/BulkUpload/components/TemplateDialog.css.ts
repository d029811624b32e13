import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

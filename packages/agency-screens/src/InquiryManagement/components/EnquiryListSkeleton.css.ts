import { vars } from '@marketplace/ui';
import { style } from '@vanilla-extract/css';

export const table = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.xxxlarge} 1fr 1.3fr 1fr 1fr`,
  alignItems: 'center',
  gap: vars.space.large,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.border}` },
  },
});

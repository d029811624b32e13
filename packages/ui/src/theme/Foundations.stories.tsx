import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../components/Stack/Stack';
import { Text, textSizes } from '../components/Text/Text';
import * as styles from './Foundations.css';
import { tokens } from './tokens';
import { vars } from './vars.css';

/** The theme's tokens as designers review them: colour roles, type scale, spacing, radius, shadows. */
const meta = {
  title: 'UI/Foundations',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => (
    <div className={styles.grid}>
      {(Object.keys(tokens.color) as (keyof typeof tokens.color)[]).map((role) => (
        <div key={role} className={styles.swatch}>
          <div className={styles.chip} style={{ background: vars.color[role] }} />
          <Text size="small" weight="semibold">
            {role}
          </Text>
          <span className={styles.mono}>{tokens.color[role]}</span>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('primary')).toBeVisible();
  },
};

export const Typography: Story = {
  render: () => (
    <Stack gap="large">
      {[...textSizes].reverse().map((size) => (
        <Stack key={size} gap="xxsmall">
          <span className={styles.mono}>
            {size}: {tokens.fontSize[size]} / {tokens.lineHeight[size]}
          </span>
          <Text size={size} weight={size.includes('x') ? 'bold' : 'regular'}>
            Dubai Marina apartment, AED 1,250,000 · 1,480 sqft
          </Text>
        </Stack>
      ))}
      <Text dir="rtl" lang="ar" size="large">
        شقة في دبي مارينا
      </Text>
    </Stack>
  ),
};

export const Spacing: Story = {
  render: () => (
    <Stack gap="small">
      {(Object.keys(tokens.space) as (keyof typeof tokens.space)[]).map((step) => (
        <Stack key={step} direction="row" gap="medium">
          <span className={styles.mono} style={{ inlineSize: 120 }}>
            {step} {tokens.space[step]}
          </span>
          <div className={styles.spaceBar} style={{ inlineSize: vars.space[step] }} />
        </Stack>
      ))}
    </Stack>
  ),
};

export const RadiusAndShadow: Story = {
  render: () => (
    <Stack gap="xlarge">
      <Stack direction="row" gap="large">
        {(Object.keys(tokens.radius) as (keyof typeof tokens.radius)[]).map((radius) => (
          <Stack key={radius} gap="xsmall" alignItems="center">
            <div className={styles.radiusBox} style={{ borderRadius: vars.radius[radius] }} />
            <span className={styles.mono}>{radius}</span>
          </Stack>
        ))}
      </Stack>
      <div className={styles.grid}>
        {(Object.keys(tokens.shadow) as (keyof typeof tokens.shadow)[]).map((shadow) => (
          <Stack key={shadow} gap="xsmall">
            <div className={styles.shadowBox} style={{ boxShadow: vars.shadow[shadow] }} />
            <span className={styles.mono}>{shadow}</span>
          </Stack>
        ))}
      </div>
    </Stack>
  ),
};

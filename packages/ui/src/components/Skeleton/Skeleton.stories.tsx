import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { LoadingRegion, Skeleton, SkeletonText, skeletonVariants } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { variant: 'text' },
  argTypes: {
    variant: { control: 'inline-radio', options: skeletonVariants },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  },
};

export const Rect: Story = { args: { variant: 'rect', height: '12rem' } };

export const Circle: Story = { args: { variant: 'circle', width: 'controlLarge' } };

export const Variants: Story = {
  render: () => (
    <Stack gap="large">
      <Skeleton variant="text" width="50%" />
      <Skeleton variant="rect" height="8rem" />
      <Skeleton variant="circle" />
    </Stack>
  ),
};

/** Sizes from the tokens (`space`, `size`) or CSS lengths. */
export const Sizes: Story = {
  render: () => (
    <Stack gap="medium">
      <Skeleton variant="rect" width="controlLarge" height="controlLarge" />
      <Skeleton variant="rect" width="dialogSmall" height="xxlarge" />
      <Skeleton variant="rect" width="75%" height="3rem" />
    </Stack>
  ),
};

export const Paragraph: Story = {
  render: () => <SkeletonText lines={4} />,
};

/** A profile card while it loads: avatar, name and two lines. */
export const CardPlaceholder: Story = {
  render: () => (
    <Box display="flex" gap="medium" padding="large" background="surface" borderRadius="large" boxShadow="small">
      <Skeleton variant="circle" width="controlLarge" />
      <Box flexGrow={1} minInlineSize={0}>
        <Skeleton variant="text" width="40%" />
        <SkeletonText lines={2} />
      </Box>
    </Box>
  ),
};

/**
 * The loading pattern: the region is `aria-busy` and has a visually hidden 'Loading' label while the
 * skeleton shows; the content replaces both once it has loaded.
 */
export const LoadingRegionPattern: Story = {
  render: function LoadingRegionStory() {
    const [isLoading, setLoading] = useState(true);
    return (
      <Stack gap="medium">
        <Button variant="secondary" onPress={() => setLoading((value) => !value)}>
          {isLoading ? 'Finish loading' : 'Load again'}
        </Button>
        <LoadingRegion
          isLoading={isLoading}
          aria-label="Agent profile"
          role="region"
          skeleton={<SkeletonText lines={3} />}
        >
          <Text>Dubai Marina office, 12 years of experience.</Text>
        </LoadingRegion>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Agent profile' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent('Loading');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    await expect(region).toHaveTextContent('Dubai Marina office');
    await expect(region).not.toHaveTextContent('Loading');
  },
};

export const Narrow: Story = {
  render: () => (
    <Stack gap="medium">
      <Skeleton variant="rect" height="10rem" />
      <SkeletonText lines={5} />
    </Stack>
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

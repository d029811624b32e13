import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Image, imageFits } from './Image';

const svg = (fill: string) =>
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="${fill}"/><rect y="240" width="640" height="120" fill="#5d7fa8"/></svg>`,
  );
const picture = svg('#9fb8d6');
const fallback = svg('#d9d2c3');

const meta = {
  title: 'UI/Image',
  component: Image,
  args: { src: picture, alt: 'Tower facade at dusk', width: 320, aspectRatio: '16 / 9', onError: fn() },
  argTypes: { fit: { control: 'inline-radio', options: imageFits } },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Tower facade at dusk' })).toHaveAttribute('src', picture);
  },
};

/** The address is broken: the fallback picture is shown instead. */
export const BrokenWithFallback: Story = {
  args: { src: '/does-not-exist.png', fallbackSrc: fallback },
  play: async ({ args, canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Tower facade at dusk' });
    await waitFor(() => expect(image).toHaveAttribute('src', fallback));
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

/**
 * A picture on another host is never requested (it would tell that host who looked): the fallback
 * shows, as for a broken address. `ImageSourcePolicyProvider` names the hosts that are allowed.
 */
export const AnotherHost: Story = {
  args: { src: 'https://tracker.example/pixel.gif', fallbackSrc: fallback },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Tower facade at dusk' })).toHaveAttribute('src', fallback);
    await expect(args.onError).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('img[src^="https://tracker.example"]')).toBeNull();
  },
};

/** Both addresses are broken: a neutral placeholder of the same size, still named by `alt`. */
export const BrokenFallbackToo: Story = {
  args: { src: '/does-not-exist.png', fallbackSrc: '/does-not-exist-either.png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Tower facade at dusk' }).tagName).toBe('SPAN'));
  },
};

export const Missing: Story = {
  args: { src: undefined, alt: 'No picture yet' },
};

export const Fits: Story = {
  render: (args) => (
    <Box display="flex" gap="large">
      {imageFits.map((fit) => (
        <Image key={fit} {...args} fit={fit} alt={`Tower, ${fit}`} aspectRatio="1 / 1" width={160} />
      ))}
    </Box>
  ),
};

/** A cover banner at the profile's 3.5:1 ratio, filling a phone-wide column. */
export const CoverNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { width: undefined, aspectRatio: '3.5 / 1', style: { width: '100%' } },
};

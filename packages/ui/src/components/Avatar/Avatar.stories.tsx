import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Avatar, avatarSizes } from './Avatar';

const picture =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#c9d8ea"/><circle cx="48" cy="38" r="18" fill="#5d7fa8"/><rect x="18" y="62" width="60" height="40" rx="30" fill="#5d7fa8"/></svg>',
  );

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { src: picture, name: 'Sara Al Mansouri' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Sara Al Mansouri' });
    await expect(avatar.querySelector('img')).toHaveAttribute('src', picture);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`initials-${size}`} {...args} src={null} size={size} />
      ))}
    </Stack>
  ),
};

export const Initials: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Sara Al Mansouri' })).toHaveTextContent('SM');
  },
};

/** The picture's address is broken: once the load fails the initials take its place. */
export const BrokenPicture: Story = {
  args: { src: '/does-not-exist.png', name: 'Omar Haddad' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Omar Haddad' });
    await waitFor(() => expect(avatar).toHaveTextContent('OH'));
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

/** No picture and no name: a generic user glyph, hidden from assistive technology unless `alt` names it. */
export const NoNameNoPicture: Story = {
  args: { src: '/does-not-exist.png', name: null, alt: 'User' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'User' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar.querySelector('svg')).not.toBeNull();
  },
};

/** Beside the written name the avatar is decorative (`alt=""`), so the name is not read twice. */
export const BesideName: Story = {
  args: { alt: '' },
  render: (args) => (
    <Stack direction="row" gap="small">
      <Avatar {...args} size="small" />
      <Text as="span" size="small" weight="semibold">
        {args.name}
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { name: 'Mohammed bin Rashid Al Maktoum Abdullah', size: 'large', src: null },
};

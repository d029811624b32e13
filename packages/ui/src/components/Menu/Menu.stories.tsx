import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="faqs">Manage FAQs</MenuItem>
        <MenuItem id="archived" isDisabled>
          Archive
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" tone="danger">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until the trigger is pressed; choosing an item runs it and closes the menu. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Actions' }));
    const menu = await page.findByRole('menu', { name: 'Actions' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Manage FAQs' }));
    await expect(args.onAction).toHaveBeenCalledWith('faqs', undefined);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

/** ArrowDown opens the menu and moves past the disabled item; Enter runs the focused item; Escape closes. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('faqs', undefined);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    const reopened = await page.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(reopened).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="archived" isDisabled>
          Archive
        </MenuItem>
        <MenuItem id="delete" tone="danger">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Items can be links: they render anchors and navigate through the router or the browser. */
export const WithLinks: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Go to</Button>
      <Menu {...args}>
        <MenuItem href="#properties">Properties</MenuItem>
        <MenuItem href="#reviews">Reviews</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Reviews' })).toHaveAttribute('href', '#reviews');
  },
};

function Initials({ children }: { children: string }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      padding="xsmall"
      borderRadius="full"
      background="primarySoft"
      color="primary"
      aria-hidden="true"
    >
      <Text as="span" size="xsmall" weight="bold" tone="primary">
        {children}
      </Text>
    </Box>
  );
}

/**
 * The header's profile menu: the trigger shows the picture (initials here) and the name; the
 * menu shows name and email in a non-interactive header, then Sign Out.
 */
export const ProfileMenu: Story = {
  render: (args) => (
    <Box display="flex" justifyContent="flex-end">
      <MenuTrigger>
        <Button variant="ghost" icon={<Initials>AK</Initials>}>
          Aisha Khan
        </Button>
        <Menu {...args}>
          <MenuSection
            title={
              <Stack gap="none">
                <Text as="span" size="small" weight="semibold">
                  Aisha Khan
                </Text>
                <Text as="span" size="xsmall" tone="muted">
                  aisha.khan@example.com
                </Text>
              </Stack>
            }
          >
            <MenuSeparator />
            <MenuItem id="sign-out">Sign Out</MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>
    </Box>
  ),
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    page.getByRole('button', { name: 'Aisha Khan' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu', { name: 'Aisha Khan' });
    await expect(within(menu).getByText('aisha.khan@example.com')).toBeInTheDocument();
    const signOut = within(menu).getByRole('menuitem', { name: 'Sign Out' });
    await waitFor(() => expect(signOut).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('sign-out', undefined);
  },
};

export const ProfileMenuNarrow: Story = {
  ...ProfileMenu,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

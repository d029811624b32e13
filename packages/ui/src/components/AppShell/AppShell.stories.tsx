import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { AppShell } from './AppShell';
import { SidebarNav, SidebarNavItem } from './SidebarNav';

const sections = ['Dashboard', 'Add New Property', 'Admin Reviewed', 'Developer Reviewed', 'Bulk Upload', 'Inquiry Management'];

function Navigation({ current = 'Dashboard' }: { current?: string }) {
  return (
    <SidebarNav>
      {sections.map((section) => (
        <SidebarNavItem key={section} href={`#${section}`} isCurrent={section === current}>
          {section}
        </SidebarNavItem>
      ))}
    </SidebarNav>
  );
}

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Agency Panel',
    navigation: <Navigation />,
    header: (
      <Text as="span" weight="semibold">
        Header slot
      </Text>
    ),
    children: (
      <Text as="h1" size="xlarge" weight="bold">
        Dashboard
      </Text>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // The drawer toggle exists only below the breakpoint.
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  },
};

/** The first Tab shows the skip link; Enter moves focus past the sidebar to the page. */
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <>
        {Array.from({ length: 40 }, (_, index) => (
          <Text key={index}>Row {index + 1} of a long page that scrolls under the sticky header.</Text>
        ))}
      </>
    ),
  },
};

/** Below 768 px the sidebar becomes a drawer opened from the header. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const open = canvas.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(open);
    const drawer = await body.findByRole('dialog', { name: 'Main navigation' });
    // The drawer fades and slides in; wait for the animation to finish.
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Bulk Upload' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

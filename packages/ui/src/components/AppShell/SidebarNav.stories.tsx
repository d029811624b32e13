import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/vars.css';
import { SidebarNav, SidebarNavItem } from './SidebarNav';

const meta = {
  title: 'UI/AppShell/SidebarNav',
  component: SidebarNav,
  decorators: [
    (Story) => (
      // The nav is designed for the dark sidebar surface of the AppShell.
      <nav aria-label="Sections" style={{ background: vars.color.sidebar, inlineSize: vars.size.sidebar }}>
        <Story />
      </nav>
    ),
  ],
  args: {
    children: (
      <>
        <SidebarNavItem href="#dashboard" isCurrent>
          Dashboard
        </SidebarNavItem>
        <SidebarNavItem href="#inquiry-management">Inquiry Management</SidebarNavItem>
        <SidebarNavItem href="#team-management">Team Management</SidebarNavItem>
      </>
    ),
  },
} satisfies Meta<typeof SidebarNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

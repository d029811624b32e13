import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { createSeedData, demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { Text } from '@marketplace/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createStorySession } from '../shared/stories/storySession';
import { AgencyPanel } from './AgencyPanel';

// The connected panel on the sandbox (served by msw in the story's page): a real session, signed in
// as the demo agency before the story renders, unless the story signs out first.
const { withSession, resetSession, session } = createStorySession();
const demoAgency = createSeedData().demoAgency;

const meta = {
  title: 'Screens/AgencyPanel/Connected',
  component: AgencyPanel,
  parameters: { layout: 'fullscreen' },
  decorators: [withSession],
  args: {
    currentSection: 'dashboard',
    sectionHref: (section) => `#${section}`,
    children: (
      <Text as="h1" size="xxlarge" weight="bold">
        {en.shell.sections.dashboard}
      </Text>
    ),
  },
  async beforeEach({ msw }) {
    await resetSession(msw).signIn(demoAgencyCredentials.email, demoAgencyCredentials.password);
  },
} satisfies Meta<typeof AgencyPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in agency's name in the header; Sign Out ends the session. */
export const SignedIn: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(demoAgency.name ?? '') }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: en.shell.signOut }));
    await waitFor(() => expect(session()?.getSnapshot().status).toBe('signedOut'));
  },
};

/** No session yet: the 'Loading Dashboard' overlay until the host's guard decides. */
export const WithoutSession: Story = {
  beforeEach() {
    session()?.signOut();
  },
  play: async ({ canvas }) => {
    // The overlay fades in, so just after it mounts it is in the page but not yet visible.
    await expect(await canvas.findByText(en.shell.loadingTitle)).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: en.shell.home })).toBeNull();
  },
};

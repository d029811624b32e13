import type { ReactRenderer, StoryObj } from '@storybook/react-vite';
import { en, type Property } from '@marketplace/domain';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ReactElement } from 'react';
// The hook type of a meta's `beforeEach`, which @storybook/react-vite does not re-export.
import type { BeforeEach } from 'storybook/internal/types';
import { SWRConfig } from 'swr';
import type { ReviewedListKind } from '../reviewedPropertiesViewProps';
import { hostileTextStory } from '../../shared/hostileText/hostileTextStory';
import { createStorySession } from '../../shared/stories/storySession';

/** What the connected Admin Reviewed and Developer Reviewed screens take (the same props). */
interface ConnectedReviewedArgs {
  editHrefFor?: (property: Property) => string;
}
type Story = StoryObj<ConnectedReviewedArgs>;

const copy = en.reviewLists;
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The connected stories both review lists share, on the sandbox (msw in the story's page) with a real
 * session signed in as the demo agency, whose profile id scopes the lists; faults per story show the
 * catalogue's messages. Each story file keeps its own static `meta` (title, component) and spreads
 * `meta` from here, since Storybook's indexer reads the title and the story exports from the file itself.
 */
export function connectedReviewedStories(kind: ReviewedListKind) {
  const { sandbox, withSession, resetSession } = createStorySession();
  // Admin Reviewed has its own error state; Developer Reviewed empties the list (spec 3 section 8).
  const failedHeading = kind === 'admin' ? copy.errorTitle : copy.emptyTitle;

  const meta = {
    parameters: { layout: 'padded' },
    args: { editHrefFor: (property: Property) => `#edit-${property.id}` },
    decorators: [
      withSession,
      (Story: () => ReactElement) => (
        <SWRConfig value={{ provider: () => new Map() }}>
          <Story />
        </SWRConfig>
      ),
    ],
    beforeEach: (async ({ msw }) => {
      await resetSession(msw).signIn(demoAgencyCredentials.email, demoAgencyCredentials.password);
    }) satisfies BeforeEach<ReactRenderer, ConnectedReviewedArgs>,
  };

  /** The demo agency's listings as the sandbox serves them, with the three tab counts. */
  const Typical: Story = {
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('heading', { level: 1, name: kind === 'admin' ? copy.adminTitle : copy.developerTitle })).toBeVisible();
      // Each tab's count arrives with its own search; the tabs show them all at once.
      await expect(await canvas.findByText(/^\d+ approved properties$/, {}, { timeout: 8000 })).toBeVisible();
      await waitFor(() => expect(canvas.getAllByRole('tab').map((tab) => /\d/.test(tab.textContent ?? ''))).toEqual([true, true, true]), { timeout: 8000 });
    },
  };

  /** The list never answers: card skeletons. */
  const Loading: Story = {
    beforeEach() {
      sandbox.faults.set('GET /api/property/search', { never: true });
    },
    play: async ({ canvas }) => {
      await expect(await canvas.findByText(copy.loadingLabel)).toBeInTheDocument();
    },
  };

  /** The list fails (500): the screen's failed state and the toast 'Failed to fetch properties'; Try Again loads it. */
  const ListFails: Story = {
    beforeEach() {
      sandbox.faults.set('GET /api/property/search', { status: 500, times: 3 });
    },
    play: async ({ canvas, canvasElement }) => {
      await expect(await canvas.findByRole('heading', { name: failedHeading })).toBeVisible();
      await expect(await page(canvasElement).findByText(copy.fetchFailed, { selector: '[slot="title"]' })).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: copy.tryAgain }));
      await waitFor(() => expect(canvas.queryByRole('heading', { name: failedHeading })).not.toBeInTheDocument());
    },
  };

  /** A delete the server refuses (409): the card leaves, then comes back with the server's words. */
  const DeleteFails: Story = {
    beforeEach() {
      sandbox.faults.set('DELETE /api/property/:id', { status: 409, body: { message: { en: 'Property has open enquiries' } }, delayMs: 300 });
    },
    play: async ({ canvas, canvasElement }) => {
      const [first] = await canvas.findAllByRole('article');
      const name = first?.getAttribute('aria-label') ?? '';
      await userEvent.click(canvas.getByRole('button', { name: en.propertyCard.deleteOf(name) }));
      const dialog = await page(canvasElement).findByRole('alertdialog');
      await waitFor(() => expect(dialog).toBeVisible());
      await userEvent.click(within(dialog).getByRole('button', { name: en.propertyCard.deleteDialog.confirm }));
      await waitFor(() => expect(canvas.queryByRole('article', { name })).not.toBeInTheDocument());
      await expect(await page(canvasElement).findByText('Error: 409 - Property has open enquiries')).toBeInTheDocument();
      await expect(await canvas.findByRole('article', { name })).toBeVisible();
    },
  };

  /** Manage FAQs on a public listing opens the FAQ dialog, loaded on first use. */
  const OpensFaqs: Story = {
    play: async ({ canvas, canvasElement }) => {
      const [button] = await canvas.findAllByRole('button', { name: /^Manage FAQs of / });
      const name = (button?.getAttribute('aria-label') ?? '').replace(/^Manage FAQs of /, '');
      await userEvent.click(button as HTMLElement);
      const dialog = await page(canvasElement).findByRole('dialog', { name: en.faq.dialogTitle(name) });
      await waitFor(() => expect(dialog).toBeVisible());
    },
  };

  /** Every listing's name, address, description, reasons and pictures a vector of the XSS corpus: shown as text, nothing runs or loads. */
  const HostileText: Story = hostileTextStory(sandbox);

  return { meta, stories: { Typical, Loading, ListFails, DeleteFails, OpensFaqs, HostileText } };
}

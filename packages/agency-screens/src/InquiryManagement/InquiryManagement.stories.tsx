import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createStorySandbox } from '../shared/stories/storySandbox';
import { InquiryManagement } from './InquiryManagement';
import { hostileTextStory } from '../shared/hostileText/hostileTextStory';

// The connected screen on the sandbox (msw in the story's page): real calls, faults injected per story.
const { sandbox, connectedMeta } = createStorySandbox();
const demoAgency = createSeedData().demoAgency;

const meta = {
  title: 'Screens/InquiryManagement/Connected',
  component: InquiryManagement,
  parameters: { layout: 'padded' },
  ...connectedMeta(),
  args: { scope: { role: 'AGENCY', id: demoAgency.id } },
} satisfies Meta<typeof InquiryManagement>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function firstRowStatusSelect(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const selects = await canvas.findAllByRole('button', { name: /Status of / });
  const select = selects[0];
  if (!select) throw new Error('no status selector');
  return select;
}

async function pickStatus(canvasElement: HTMLElement, select: HTMLElement, label: string) {
  await userEvent.click(select);
  await userEvent.click(await page(canvasElement).findByRole('option', { name: label }));
}

/** The demo agency's enquiries, as the sandbox serves them. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(2));
    await expect(canvas.getByRole('heading', { level: 1, name: en.enquiries.title })).toBeVisible();
  },
};

/** The first load never answers: counters show '...', the list shows skeletons. */
export const Loading: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/enquiries/agency/:id', { never: true });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('...')).toHaveLength(4);
  },
};

/** The list answers 500: the red banner says 'Failed to fetch inquiries. Status: 500'; Retry loads it. */
export const LoadFails: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/enquiries/agency/:id', { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.enquiries.loadFailed(500))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.common.retry }));
    await waitFor(() => expect(canvas.queryByText(en.enquiries.loadFailed(500))).toBeNull());
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(2));
  },
};

/** The list never reaches the browser: 'An unexpected error occurred'. */
export const LoadUnreachable: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/enquiries/agency/:id', { networkError: true });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(en.enquiries.unexpectedError)).toBeVisible();
  },
};

/** A status change succeeds: the toast says so and offers Undo. */
export const StatusUpdated: Story = {
  play: async ({ canvasElement }) => {
    const select = await firstRowStatusSelect(canvasElement);
    const next = select.textContent?.includes(en.enquiries.statuses.CLOSED) ? en.enquiries.statuses.NEW : en.enquiries.statuses.CLOSED;
    await pickStatus(canvasElement, select, next);
    await waitFor(() => expect(page(canvasElement).getByText(en.enquiries.statusUpdated)).toBeVisible());
    await waitFor(() => expect(page(canvasElement).getByRole('button', { name: en.enquiries.undo })).toBeVisible());
  },
};

/** The status call answers 500: the change rolls back, the banner and the toast say it failed. */
export const StatusUpdateFails: Story = {
  beforeEach() {
    sandbox.faults.set('PATCH /api/enquiries/:id', { status: 500 });
  },
  play: async ({ canvasElement }) => {
    const select = await firstRowStatusSelect(canvasElement);
    const before = select.textContent ?? '';
    const next = before.includes(en.enquiries.statuses.CLOSED) ? en.enquiries.statuses.NEW : en.enquiries.statuses.CLOSED;
    await pickStatus(canvasElement, select, next);
    await expect(await within(canvasElement).findByText(en.enquiries.statusUpdateFailed(500))).toBeVisible();
    await waitFor(() => expect(page(canvasElement).getByText(en.enquiries.statusUpdateFailedToast)).toBeVisible());
    await waitFor(async () => expect((await firstRowStatusSelect(canvasElement)).textContent).toBe(before));
  },
};

/** The note call answers 500: the dialog keeps the typed note and says the save failed. */
export const NoteSaveFails: Story = {
  beforeEach() {
    sandbox.faults.set('PATCH /api/enquiries/note/:id', { status: 500 });
  },
  play: async ({ canvasElement, canvas }) => {
    const [details] = await canvas.findAllByRole('button', { name: /^View details of / });
    if (!details) throw new Error('no details button');
    await userEvent.click(details);
    const dialog = await page(canvasElement).findByRole('dialog', { name: en.enquiries.details.title });
    await userEvent.click(within(dialog).getByRole('button', { name: en.enquiries.details.editNote }));
    const editor = within(dialog).getByPlaceholderText(en.enquiries.details.notePlaceholder);
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Client wants a second viewing');
    await userEvent.click(within(dialog).getByRole('button', { name: en.enquiries.details.saveNote }));
    await expect(await within(dialog).findByText(en.enquiries.noteUpdateFailed(500))).toBeVisible();
    await waitFor(() => expect(page(canvasElement).getByText(en.enquiries.noteUpdateFailedToast)).toBeVisible());
    await expect(within(dialog).getByPlaceholderText(en.enquiries.details.notePlaceholder)).toHaveValue('Client wants a second viewing');
  },
};

/** The note call never reaches the server: 'An unexpected error occurred', the note kept. */
export const NoteSaveUnreachable: Story = {
  beforeEach() {
    sandbox.faults.set('PATCH /api/enquiries/note/:id', { networkError: true });
  },
  play: async ({ canvasElement }) => {
    const [details] = await within(canvasElement).findAllByRole('button', { name: /^View details of / });
    if (!details) throw new Error('no details button');
    await userEvent.click(details);
    const dialog = await page(canvasElement).findByRole('dialog', { name: en.enquiries.details.title });
    await userEvent.click(within(dialog).getByRole('button', { name: en.enquiries.details.editNote }));
    const editor = within(dialog).getByPlaceholderText(en.enquiries.details.notePlaceholder);
    await userEvent.type(editor, ' and a call back');
    await userEvent.click(within(dialog).getByRole('button', { name: en.enquiries.details.saveNote }));
    await expect(await within(dialog).findByText(en.enquiries.unexpectedError)).toBeVisible();
  },
};

/** Every enquiry's name, message and note a vector of the XSS corpus: shown as text, nothing runs. */
export const HostileText: Story = hostileTextStory(sandbox);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createStorySandbox } from '../shared/stories/storySandbox';
import { FaqDialog } from './FaqDialog';

// The connected dialog on the sandbox: a seeded public listing of the demo agency and its FAQs;
// faults per story show each message of spec 3 section 8.
const { sandbox, connectedMeta } = createStorySandbox();
const copy = en.faq;
const faqsPath = '/api/project-properties/faqs';

const seed = createSeedData();
// The seed gives FAQs to the demo agency's first public listings only.
const [firstFaq] = seed.faqs;
const listing = seed.properties.map(({ property }) => property).find((property) => property.id === firstFaq?.itemId);
const listingFaqs = seed.faqs.filter((faq) => faq.itemId === listing?.id);

const meta = {
  title: 'Screens/FaqDialog/Connected',
  component: FaqDialog,
  parameters: { layout: 'fullscreen' },
  args: { propertyId: listing?.id ?? 0, propertyName: listing?.name ?? '', isOpen: true, onClose: fn() },
  ...connectedMeta({ signedIn: true }),
} satisfies Meta<typeof FaqDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: copy.dialogTitle(listing?.name ?? '') });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** The dialog once the listing's FAQs have loaded. */
async function loadedDialog(canvasElement: HTMLElement) {
  const dialog = await openDialog(canvasElement);
  await dialog.findByRole('heading', { name: copy.heading(listingFaqs.length) });
  return dialog;
}

/** Expands the first FAQ and presses its Edit or Delete. */
async function pressOnFirst(dialog: Awaited<ReturnType<typeof openDialog>>, action: string) {
  const [first] = dialog.getAllByRole('button', { expanded: false });
  if (first) await userEvent.click(first);
  await userEvent.click(await dialog.findByRole('button', { name: action }));
}

async function confirm(canvasElement: HTMLElement, action: string) {
  const confirmation = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  await userEvent.click(within(confirmation).getByRole('button', { name: action }));
}

async function fillNewFaq(dialog: Awaited<ReturnType<typeof openDialog>>) {
  await userEvent.click(dialog.getByRole('button', { name: copy.addNewFaq }));
  await userEvent.type(dialog.getByRole('textbox', { name: copy.question }), 'Is there a gym?');
  await userEvent.type(dialog.getByRole('textbox', { name: copy.answer }), 'Yes, on the roof.');
}

/** The listing's FAQs as the sandbox serves them. */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByRole('heading', { name: copy.heading(listingFaqs.length) })).toBeVisible();
    await expect(dialog.getAllByRole('button', { expanded: false })).toHaveLength(listingFaqs.length);
  },
};

/** The FAQs never answer: 'Loading FAQs...'. */
export const Loading: Story = {
  beforeEach() {
    sandbox.faults.set(`GET ${faqsPath}/search`, { never: true });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByText(copy.loading)).toBeVisible();
  },
};

/** The FAQs answer 500: 'Failed to load FAQs. Please try again.'; Retry loads them. */
export const LoadFails: Story = {
  beforeEach() {
    sandbox.faults.set(`GET ${faqsPath}/search`, { status: 500, times: 1 });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByText(copy.loadFailed, undefined)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: copy.retry }));
    await expect(await dialog.findByRole('heading', { name: copy.heading(listingFaqs.length) })).toBeVisible();
  },
};

/** Adding an FAQ: 'FAQ created successfully!' and the list reloads with it. */
export const AddFaq: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await loadedDialog(canvasElement);
    await fillNewFaq(dialog);
    await userEvent.click(dialog.getByRole('button', { name: copy.save }));
    await expect(await dialog.findByText(copy.created, undefined)).toBeVisible();
    await expect(await dialog.findByRole('heading', { name: copy.heading(listingFaqs.length + 1) })).toBeVisible();
  },
};

/** The creation answers 500 after a pause: 'Saving...' once, then the message, and the text stays. */
export const AddFails: Story = {
  beforeEach() {
    sandbox.faults.set(`POST ${faqsPath}`, { status: 500, delayMs: 400 });
  },
  play: async ({ canvasElement }) => {
    const dialog = await loadedDialog(canvasElement);
    await fillNewFaq(dialog);
    const save = dialog.getByRole('button', { name: copy.save });
    await userEvent.click(save);
    await userEvent.click(save);
    await expect(await dialog.findByText(copy.createFailed, undefined)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: copy.question })).toHaveValue('Is there a gym?');
    await expect(dialog.getByRole('textbox', { name: copy.answer })).toHaveValue('Yes, on the roof.');
  },
};

/** The update's connection drops: 'Failed to update FAQ. Please try again.', the change kept in the form. */
export const UpdateFails: Story = {
  beforeEach() {
    sandbox.faults.set(`PUT ${faqsPath}/:id`, { networkError: true });
  },
  play: async ({ canvasElement }) => {
    const dialog = await loadedDialog(canvasElement);
    await pressOnFirst(dialog, copy.edit);
    await userEvent.type(dialog.getByRole('textbox', { name: copy.answer }), ' More.');
    await userEvent.click(dialog.getByRole('button', { name: copy.update }));
    await confirm(canvasElement, copy.update);
    await expect(await dialog.findByText(copy.updateFailed, undefined)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: copy.answer })).toHaveValue(`${listingFaqs[0]?.answer ?? ''} More.`);
  },
};

/** The delete answers 500: 'Failed to delete FAQ. Please try again.' and the FAQ stays. */
export const DeleteFails: Story = {
  beforeEach() {
    sandbox.faults.set(`DELETE ${faqsPath}/:id`, { status: 500 });
  },
  play: async ({ canvasElement }) => {
    const dialog = await loadedDialog(canvasElement);
    await pressOnFirst(dialog, copy.delete);
    await confirm(canvasElement, copy.delete);
    await expect(await dialog.findByText(copy.deleteFailed, undefined)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: copy.heading(listingFaqs.length) })).toBeVisible();
  },
};

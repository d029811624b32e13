import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatefulFaqDialogView } from './stories/StatefulFaqDialogView';
import { fullFaqs, hostileFaqs, storyFaqs, textOfLength } from './stories/faqStoryData';

const copy = en.faq;

// The pure view, with the server's part played in memory by the stateful wrapper.
const meta = {
  title: 'Screens/FaqDialog',
  component: StatefulFaqDialogView,
  parameters: { layout: 'fullscreen' },
  args: { initialFaqs: storyFaqs(4) },
} satisfies Meta<typeof StatefulFaqDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog lives in a portal: query the whole page, and wait out its entry transition. */
async function openDialog(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: copy.dialogTitle('Marina Heights') });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

async function openForm(canvasElement: HTMLElement) {
  const dialog = await openDialog(canvasElement);
  await userEvent.click(dialog.getByRole('button', { name: copy.addNewFaq }));
  await waitFor(() => expect(dialog.getByRole('textbox', { name: copy.question })).toBeVisible());
  return dialog;
}

/** The counters reading `text` (the live region that announces a change of tone says it too). */
function counters(dialog: ReturnType<typeof within>, text: string) {
  return dialog.getAllByText(text).filter((element: HTMLElement) => element.hasAttribute('data-tone'));
}

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Four FAQs, collapsed; the first expanded shows its answer, 'Last updated', Edit and Delete. */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('heading', { name: copy.heading(4) })).toBeVisible();
    const [first] = dialog.getAllByRole('button', { expanded: false });
    await expect(first).toHaveTextContent(copy.lastUpdated);
    if (first) await userEvent.click(first);
    await waitFor(() => expect(dialog.getByRole('button', { name: copy.edit })).toBeVisible());
    await expect(dialog.getByRole('button', { name: copy.delete })).toBeVisible();
  },
};

/** No FAQs yet: 'No FAQs Found'. */
export const Empty: Story = {
  args: { initialFaqs: [] },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('heading', { name: copy.empty })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: copy.heading(0) })).toBeVisible();
  },
};

/** The FAQs are loading: 'Loading FAQs...'. */
export const Loading: Story = {
  args: { faqs: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent(copy.loading);
  },
};

/** The FAQs failed to load: the spec's message with Retry. */
export const LoadError: Story = {
  args: { faqs: undefined, loadError: copy.loadFailed, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.loadFailed);
    await userEvent.click(dialog.getByRole('button', { name: copy.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Eleven FAQs, the last with a 250-character question and a 1500-character answer: the body scrolls. */
export const Full: Story = {
  args: { initialFaqs: fullFaqs() },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('heading', { name: copy.heading(11) })).toBeVisible();
    const rows = dialog.getAllByRole('button', { expanded: false });
    const last = rows[rows.length - 1];
    if (last) await userEvent.click(last);
    await waitFor(() => expect(dialog.getByText(textOfLength(1500, 'The answer runs to the limit of the form. '))).toBeVisible());
  },
};

/** The question with 50 characters left (20%): the counter turns amber. */
export const CounterAmber: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await fill(dialog.getByRole('textbox', { name: copy.question }), textOfLength(200));
    await expect(counters(dialog, en.common.charactersRemaining(50))[0]).toHaveAttribute('data-tone', 'warning');
  },
};

/** The answer with 150 characters left (10%): the counter turns red. */
export const CounterRed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await fill(dialog.getByRole('textbox', { name: copy.answer }), textOfLength(1350));
    await expect(counters(dialog, en.common.charactersRemaining(150))[0]).toHaveAttribute('data-tone', 'danger');
  },
};

/** 250 and 1500 characters: at the limits, accepted. */
export const AtTheLimits: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await fill(dialog.getByRole('textbox', { name: copy.question }), textOfLength(250));
    await fill(dialog.getByRole('textbox', { name: copy.answer }), textOfLength(1500));
    await expect(counters(dialog, en.common.charactersRemaining(0))).toHaveLength(2);
    await userEvent.click(dialog.getByRole('button', { name: copy.save }));
    await expect(await dialog.findByText(copy.created)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: copy.heading(5) })).toBeVisible();
  },
};

/** A 251-character question and a pasted 1501-character answer: kept whole, counters red, Save refused. */
export const OverTheLimits: Story = {
  args: { onCreate: fn(() => Promise.resolve(true)) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openForm(canvasElement);
    const question = dialog.getByRole('textbox', { name: copy.question });
    const answer = dialog.getByRole('textbox', { name: copy.answer });
    await fill(question, textOfLength(251));
    await fill(answer, textOfLength(1501));
    await expect(question).toHaveValue(textOfLength(251));
    await expect(answer).toHaveValue(textOfLength(1501));
    await expect(counters(dialog, en.common.charactersRemaining(-1))).toHaveLength(2);
    for (const counter of counters(dialog, en.common.charactersRemaining(-1))) await expect(counter).toHaveAttribute('data-tone', 'danger');
    await expect(dialog.getByText(copy.questionTooLong(250))).toBeVisible();
    await expect(dialog.getByText(copy.answerTooLong(1500))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: copy.save }));
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Save with a blank answer: 'Please fill in both question and answer fields'. */
export const BlankRefused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await fill(dialog.getByRole('textbox', { name: copy.question }), 'Is there a gym?');
    await userEvent.click(dialog.getByRole('button', { name: copy.save }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.bothRequired);
  },
};

/** The server refuses the new FAQ: the spec's message, and the text stays in the form. */
export const SaveFails: Story = {
  args: { failing: ['create'] },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await fill(dialog.getByRole('textbox', { name: copy.question }), 'Is there a gym?');
    await fill(dialog.getByRole('textbox', { name: copy.answer }), 'Yes, on the roof.');
    await userEvent.click(dialog.getByRole('button', { name: copy.save }));
    await expect(await dialog.findByText(copy.createFailed)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: copy.question })).toHaveValue('Is there a gym?');
  },
};

/** A save that has not answered: 'Saving...', and further presses send nothing. */
export const Saving: Story = {
  args: { hanging: ['create'] },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await fill(dialog.getByRole('textbox', { name: copy.question }), 'Is there a gym?');
    await fill(dialog.getByRole('textbox', { name: copy.answer }), 'Yes.');
    await userEvent.click(dialog.getByRole('button', { name: copy.save }));
    await expect(dialog.getByRole('button', { name: copy.saving })).toBeVisible();
  },
};

/** Edit, then Update FAQ: 'Are you sure you want to update this FAQ?'. */
export const UpdateConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const [first] = dialog.getAllByRole('button', { expanded: false });
    if (first) await userEvent.click(first);
    await userEvent.click(await dialog.findByRole('button', { name: copy.edit }));
    await waitFor(() => expect(dialog.getByRole('tab', { name: copy.editFaq })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(dialog.getByRole('button', { name: copy.update }));
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: copy.updateConfirmTitle });
    await waitFor(() => expect(confirm).toBeVisible());
    await expect(confirm).toHaveTextContent(copy.updateConfirm);
  },
};

/** Delete: 'Are you sure you want to delete this FAQ? This action cannot be undone.'. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const [first] = dialog.getAllByRole('button', { expanded: false });
    if (first) await userEvent.click(first);
    await userEvent.click(await dialog.findByRole('button', { name: copy.delete }));
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: copy.deleteConfirmTitle });
    await waitFor(() => expect(confirm).toBeVisible());
    await expect(confirm).toHaveTextContent(copy.deleteConfirm);
  },
};

/** Script and markup as questions and answers: shown as the characters, nothing runs. */
export const MarkupShownAsText: Story = {
  args: { initialFaqs: hostileFaqs() },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    for (const row of dialog.getAllByRole('button', { expanded: false })) await userEvent.click(row);
    await expect(dialog.getByRole('button', { name: /<script>window.__faqInjected = true<\/script>/ })).toBeVisible();
    await expect((window as { __faqInjected?: boolean }).__faqInjected).toBeUndefined();
    await expect(canvasElement.ownerDocument.querySelector('[role=dialog] img, [role=dialog] script, [role=dialog] iframe')).toBeNull();
  },
};

/** Below 768 px the dialog fills the screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await expect(dialog.getByRole('button', { name: copy.save })).toBeVisible();
  },
};

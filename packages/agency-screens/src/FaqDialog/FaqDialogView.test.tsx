import { en } from '@marketplace/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatefulFaqDialogView, type StatefulFaqDialogViewProps } from './stories/StatefulFaqDialogView';
import { hostileFaqs, storyFaqs, textOfLength } from './stories/faqStoryData';

const copy = en.faq;
const faqs = storyFaqs(3);
const [first] = faqs as [(typeof faqs)[number], ...typeof faqs];

function renderDialog(props: StatefulFaqDialogViewProps = {}) {
  const user = userEvent.setup();
  const view = render(<StatefulFaqDialogView initialFaqs={faqs} {...props} />);
  return { user, ...view };
}

const dialog = () => within(screen.getByRole('dialog', { name: copy.dialogTitle('Marina Heights') }));
const question = () => dialog().getByRole('textbox', { name: copy.question });
const answer = () => dialog().getByRole('textbox', { name: copy.answer });
/** The counter is one of the field's descriptions: its text, and the tone it is drawn in. */
const counterOf = (field: HTMLElement, text: string) => {
  const descriptions = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
  const counter = descriptions.find((element) => element?.textContent === text);
  expect(counter, `a description of the field reads ${text}`).toBeDefined();
  return counter?.getAttribute('data-tone');
};

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(dialog().getByRole('button', { name: copy.addNewFaq }));
  expect(dialog().getByRole('tab', { name: copy.addFaq })).toHaveAttribute('aria-selected', 'true');
}

afterEach(() => {
  vi.useRealTimers();
  delete (window as { __faqInjected?: boolean }).__faqInjected;
});

describe('FaqDialogView: the list', () => {
  it('shows the title, both tabs, the count and a collapsed row per question', () => {
    renderDialog();
    expect(dialog().getByRole('heading', { name: copy.dialogTitle('Marina Heights') })).toBeInTheDocument();
    expect(dialog().getByRole('tab', { name: copy.allFaqs })).toHaveAttribute('aria-selected', 'true');
    expect(dialog().getByRole('tab', { name: copy.addFaq })).toBeInTheDocument();
    expect(dialog().getByRole('heading', { name: copy.heading(3) })).toBeInTheDocument();
    for (const faq of faqs) expect(dialog().getByRole('button', { name: new RegExp(faq.question.replace(/[?]/g, '\\?')) })).toHaveAttribute('aria-expanded', 'false');
    expect(dialog().queryByRole('button', { name: copy.edit })).not.toBeInTheDocument();
  });

  // Issue 19, item 5: questions and answers are the agency's text. A question starting with Hebrew or
  // Arabic letters and ending in a number, left in the row's flow, would take the number round to its
  // side; the question is isolated in a <bdi> and the answer is a paragraph in its own direction.
  it("isolates questions, answers and the property's name from the dialog's own text", async () => {
    const rightToLeft = { ...first, id: 99, question: 'שלום 2?', answer: 'نعم، في الطابق 3.' };
    const { user } = renderDialog({ initialFaqs: [rightToLeft] });
    const title = dialog().getByRole('heading', { name: copy.dialogTitle('Marina Heights') });
    expect(within(title).getByText('Marina Heights').tagName).toBe('BDI');
    const row = dialog().getByRole('button', { name: /שלום 2\?/ });
    expect(within(row).getByText('שלום 2?').closest('bdi, [dir="auto"]')).not.toBeNull();
    await user.click(row);
    expect(dialog().getByText('نعم، في الطابق 3.')).toHaveAttribute('dir', 'auto');
  });

  it("expands a row to its answer, 'Last updated' and its Edit and Delete buttons", async () => {
    const { user } = renderDialog();
    const row = dialog().getByRole('button', { name: new RegExp(first.question.replace(/[?]/g, '\\?')) });
    expect(row).toHaveTextContent(copy.lastUpdated);
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(dialog().getByText(first.answer)).toBeVisible();
    expect(dialog().getByRole('button', { name: copy.edit })).toBeVisible();
    expect(dialog().getByRole('button', { name: copy.delete })).toBeVisible();
  });

  it("shows 'Loading FAQs...', 'No FAQs Found' and the load error with Retry", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<StatefulFaqDialogView faqs={undefined} isLoading />);
    expect(dialog().getByRole('status')).toHaveTextContent(copy.loading);
    // While loading the count is unknown: the heading claims no '(0)'.
    expect(dialog().getByRole('heading', { name: copy.headingCountUnknown })).toBeInTheDocument();
    expect(dialog().queryByRole('heading', { name: copy.heading(0) })).not.toBeInTheDocument();
    rerender(<StatefulFaqDialogView faqs={[]} />);
    expect(dialog().getByRole('heading', { name: copy.empty })).toBeInTheDocument();
    expect(dialog().getByRole('heading', { name: copy.heading(0) })).toBeInTheDocument();
    rerender(<StatefulFaqDialogView faqs={undefined} loadError={copy.loadFailed} onRetry={onRetry} />);
    expect(dialog().getByRole('alert')).toHaveTextContent(copy.loadFailed);
    await user.click(dialog().getByRole('button', { name: copy.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows script and markup in questions and answers as text, running none of it', async () => {
    const hostile = hostileFaqs();
    const { user } = renderDialog({ initialFaqs: hostile });
    const rows = dialog().getAllByRole('button', { expanded: false });
    expect(rows).toHaveLength(hostile.length);
    for (const row of rows) await user.click(row);
    for (const faq of hostile) {
      expect(dialog().getAllByText(faq.question, { exact: true }).length).toBeGreaterThan(0);
      expect(dialog().getByText(faq.answer, { exact: true })).toBeInTheDocument();
    }
    const root = screen.getByRole('dialog');
    expect(root.querySelector('script, img, svg[onload], iframe, style, a[href^="javascript"]')).toBeNull();
    expect((window as { __faqInjected?: boolean }).__faqInjected).toBeUndefined();
  });
});

describe('FaqDialogView: adding', () => {
  it("adds an FAQ, goes back to the list and shows 'FAQ created successfully!' for 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<StatefulFaqDialogView initialFaqs={faqs} />);
    await openForm(user);
    await user.type(question(), 'Is there a gym?');
    await user.type(answer(), 'Yes, on the roof.');
    await user.click(dialog().getByRole('button', { name: copy.save }));
    expect(await dialog().findByText(copy.created)).toBeInTheDocument();
    expect(dialog().getByRole('tab', { name: copy.allFaqs })).toHaveAttribute('aria-selected', 'true');
    expect(dialog().getByRole('heading', { name: copy.heading(4) })).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: /Is there a gym\?/ })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_900));
    expect(dialog().getByText(copy.created)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(dialog().queryByText(copy.created)).not.toBeInTheDocument();
  });

  it("refuses a blank question or answer with 'Please fill in both question and answer fields'", async () => {
    const onCreate = vi.fn(() => Promise.resolve(true));
    const { user } = renderDialog({ onCreate });
    await openForm(user);
    await user.type(question(), '   ');
    await user.type(answer(), 'An answer');
    await user.click(dialog().getByRole('button', { name: copy.save }));
    expect(dialog().getByRole('alert')).toHaveTextContent(copy.bothRequired);
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('turns the question counter amber at 20% left and red at 10% left', async () => {
    const { user } = renderDialog();
    await openForm(user);
    expect(counterOf(question(), en.common.charactersRemaining(250))).toBe('neutral');
    await user.click(question());
    await user.paste(textOfLength(199));
    expect(counterOf(question(), en.common.charactersRemaining(51))).toBe('neutral');
    await user.type(question(), 'x');
    expect(counterOf(question(), en.common.charactersRemaining(50))).toBe('warning');
    await user.paste(textOfLength(24));
    expect(counterOf(question(), en.common.charactersRemaining(26))).toBe('warning');
    await user.type(question(), 'x');
    expect(counterOf(question(), en.common.charactersRemaining(25))).toBe('danger');
  });

  it('accepts a 250-character question and a 1500-character answer', async () => {
    const onCreate = vi.fn(() => Promise.resolve(true));
    const { user } = renderDialog({ onCreate });
    await openForm(user);
    await user.click(question());
    await user.paste(textOfLength(250));
    await user.click(answer());
    await user.paste(textOfLength(1500));
    expect(counterOf(question(), en.common.charactersRemaining(0))).toBe('danger');
    expect(counterOf(answer(), en.common.charactersRemaining(0))).toBe('danger');
    expect(question()).toBeValid();
    await user.click(dialog().getByRole('button', { name: copy.save }));
    expect(onCreate).toHaveBeenCalledExactlyOnceWith({ question: textOfLength(250), answer: textOfLength(1500) });
  });

  it('refuses a 251-character question with the counter red, keeping every character typed', async () => {
    const onCreate = vi.fn(() => Promise.resolve(true));
    const { user } = renderDialog({ onCreate });
    await openForm(user);
    await user.click(question());
    await user.paste(textOfLength(250));
    await user.type(question(), 'x');
    await user.type(answer(), 'Yes.');
    expect(question()).toHaveValue(`${textOfLength(250)}x`);
    expect(counterOf(question(), en.common.charactersRemaining(-1))).toBe('danger');
    expect(question()).toBeInvalid();
    expect(question()).toHaveAccessibleDescription(expect.stringContaining(copy.questionTooLong(250)));
    await user.click(dialog().getByRole('button', { name: copy.save }));
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('refuses a pasted answer over 1500 characters without cutting it', async () => {
    const onCreate = vi.fn(() => Promise.resolve(true));
    const { user } = renderDialog({ onCreate });
    await openForm(user);
    await user.type(question(), 'Is it freehold?');
    await user.click(answer());
    await user.paste(textOfLength(1501));
    expect(answer()).toHaveValue(textOfLength(1501));
    expect(counterOf(answer(), en.common.charactersRemaining(-1))).toBe('danger');
    expect(answer()).toHaveAccessibleDescription(expect.stringContaining(copy.answerTooLong(1500)));
    await user.click(dialog().getByRole('button', { name: copy.save }));
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the save fails, with the spec message', async () => {
    const { user } = renderDialog({ failing: ['create'] });
    await openForm(user);
    await user.type(question(), 'Is there a gym?');
    await user.type(answer(), 'Yes, on the roof.');
    await user.click(dialog().getByRole('button', { name: copy.save }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(copy.createFailed);
    expect(question()).toHaveValue('Is there a gym?');
    expect(answer()).toHaveValue('Yes, on the roof.');
  });

  it('sends one request however often Save is pressed while it runs', async () => {
    const onCreate = vi.fn(() => new Promise<boolean>(() => undefined));
    const { user } = renderDialog({ onCreate });
    await openForm(user);
    await user.type(question(), 'Is there a gym?');
    await user.type(answer(), 'Yes.');
    const save = dialog().getByRole('button', { name: copy.save });
    await user.click(save);
    await user.click(save);
    await user.keyboard('{Enter}');
    expect(onCreate).toHaveBeenCalledOnce();
    expect(dialog().getByRole('button', { name: copy.saving })).toBeInTheDocument();
  });

  it('starts afresh when closed and opened again', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<StatefulFaqDialogView initialFaqs={faqs} />);
    await openForm(user);
    await user.type(question(), 'Half a question');
    rerender(<StatefulFaqDialogView initialFaqs={faqs} isOpen={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(<StatefulFaqDialogView initialFaqs={faqs} isOpen />);
    expect(dialog().getByRole('tab', { name: copy.allFaqs })).toHaveAttribute('aria-selected', 'true');
    await openForm(user);
    expect(question()).toHaveValue('');
  });
});

describe('FaqDialogView: editing and deleting', () => {
  async function editFirst(user: ReturnType<typeof userEvent.setup>) {
    await user.click(dialog().getByRole('button', { name: new RegExp(first.question.replace(/[?]/g, '\\?')) }));
    await user.click(dialog().getByRole('button', { name: copy.edit }));
    expect(dialog().getByRole('tab', { name: copy.editFaq })).toHaveAttribute('aria-selected', 'true');
  }

  it("asks 'Are you sure you want to update this FAQ?' before saving a change", async () => {
    const { user } = renderDialog();
    await editFirst(user);
    expect(question()).toHaveValue(first.question);
    expect(answer()).toHaveValue(first.answer);
    await user.clear(answer());
    await user.type(answer(), 'A new answer.');
    await user.click(dialog().getByRole('button', { name: copy.update }));
    const confirm = screen.getByRole('alertdialog', { name: copy.updateConfirmTitle });
    expect(confirm).toHaveTextContent(copy.updateConfirm);
    await user.click(within(confirm).getByRole('button', { name: copy.cancel }));
    expect(answer()).toHaveValue('A new answer.');
    await user.click(dialog().getByRole('button', { name: copy.update }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: copy.update }));
    expect(await dialog().findByText(copy.updated)).toBeInTheDocument();
    expect(dialog().getByRole('tab', { name: copy.addFaq })).toBeInTheDocument();
  });

  it('keeps the change in the form when the update fails', async () => {
    const { user } = renderDialog({ failing: ['update'] });
    await editFirst(user);
    await user.type(answer(), ' More.');
    await user.click(dialog().getByRole('button', { name: copy.update }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: copy.update }));
    expect(await dialog().findByText(copy.updateFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(answer()).toHaveValue(`${first.answer} More.`);
  });

  it("asks 'Are you sure you want to delete this FAQ? This action cannot be undone.' before deleting", async () => {
    const { user } = renderDialog();
    await user.click(dialog().getByRole('button', { name: new RegExp(first.question.replace(/[?]/g, '\\?')) }));
    await user.click(dialog().getByRole('button', { name: copy.delete }));
    const confirm = screen.getByRole('alertdialog', { name: copy.deleteConfirmTitle });
    expect(confirm).toHaveTextContent(copy.deleteConfirm);
    await user.click(within(confirm).getByRole('button', { name: copy.delete }));
    expect(await dialog().findByText(copy.deleted)).toBeInTheDocument();
    expect(dialog().getByRole('heading', { name: copy.heading(2) })).toBeInTheDocument();
  });

  it('shows the delete failure and keeps the FAQ', async () => {
    const { user } = renderDialog({ failing: ['delete'] });
    await user.click(dialog().getByRole('button', { name: new RegExp(first.question.replace(/[?]/g, '\\?')) }));
    await user.click(dialog().getByRole('button', { name: copy.delete }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: copy.delete }));
    expect(await dialog().findByText(copy.deleteFailed)).toBeInTheDocument();
    expect(dialog().getByRole('heading', { name: copy.heading(3) })).toBeInTheDocument();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TextField } from '../TextField/TextField';
import { RichTextEditor } from './RichTextEditor';
import { typicalRichText } from './richTextStories.testing';

// jsdom does no layout; lexical asks a Range for the caret's rectangle to keep it scrolled into view.
beforeAll(() => {
  if (typeof Range.prototype.getBoundingClientRect !== 'function') Range.prototype.getBoundingClientRect = () => new DOMRect();
  if (typeof Range.prototype.getClientRects !== 'function') Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
});

describe('RichTextEditor before lexical loads', () => {
  it('shows the value as a labelled, focusable text box', () => {
    render(<RichTextEditor label="Description" value={typicalRichText()} onChange={vi.fn()} description="Shown on the listing" />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAccessibleDescription('Shown on the listing');
    expect(box).toHaveTextContent('Marina view apartment');
    expect(box).toHaveTextContent('Ready to move in.');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('loads the editor with its toolbar when focused, and the focus lands in it', async () => {
    const user = userEvent.setup();
    render(<RichTextEditor label="Description" value={typicalRichText()} onChange={vi.fn()} />);
    await user.tab();
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' }, { timeout: 15_000 });
    expect(toolbar).toBeInTheDocument();
    const editable = screen.getByRole('textbox', { name: 'Description' });
    expect(editable).toHaveAttribute('contenteditable', 'true');
    await waitFor(() => expect(editable).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  }, 30_000);

  it('announces the error and marks the box invalid', () => {
    render(<RichTextEditor label="Description" value="" onChange={vi.fn()} isInvalid errorMessage="Description is required." />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Description is required.');
  });

  it("with isRequired, puts a text field's red asterisk after the label and marks the box required, named by the label alone", async () => {
    const user = userEvent.setup();
    render(
      <>
        <TextField label="Title" isRequired />
        <RichTextEditor label="Description" value="" onChange={vi.fn()} isRequired />
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toBeRequired();
    const label = screen.getByText('Description');
    expect(label).toHaveTextContent('Description*', { normalizeWhitespace: false });
    const mark = within(label).getByText('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveClass(within(screen.getByText('Title')).getByText('*').className);
    await user.click(box);
    await screen.findByRole('toolbar', { name: 'Formatting' }, { timeout: 15_000 });
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeRequired();
  }, 30_000);

  it('when disabled, is not focusable and never loads the editor', async () => {
    const user = userEvent.setup();
    render(<RichTextEditor label="Description" value="<p>Fixed text</p>" onChange={vi.fn()} isDisabled />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Description' })).not.toHaveFocus();
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('counts the plain text against maxLength and turns invalid past it', () => {
    render(<RichTextEditor label="Summary" value="<p><b>Twelve</b> chars</p>" onChange={vi.fn()} maxLength={10} />);
    expect(screen.getByText('12/10')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Summary' })).toBeInvalid();
  });
});

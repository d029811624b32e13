import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
import { dirtyPastedHtml, longRichText, typicalRichText } from './richTextStories.testing';

/** The editor as a form holds it: the value follows onChange. */
function ControlledEditor(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
    />
  );
}

const meta = {
  title: 'UI/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Description', value: '', onChange: fn(), placeholder: 'Describe the property' },
  render: (args) => <ControlledEditor {...args} />,
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** lexical loads once the field is in view; the editable area then carries the field's label. */
async function loadedEditor(canvas: HTMLElement, name = 'Description') {
  const toolbar = await within(canvas).findByRole('toolbar', { name: 'Formatting' }, { timeout: 15_000 });
  const editable = await waitFor(() => {
    const box = within(canvas).getByRole('textbox', { name });
    expect(box).toHaveAttribute('contenteditable', 'true');
    return box;
  });
  return { toolbar, editable };
}

/** Moves through the toolbar with arrow keys until the named control has the focus, then returns it. */
async function arrowTo(toolbar: HTMLElement, name: string) {
  const target = within(toolbar).getByRole('button', { name });
  for (let step = 0; step < 20 && document.activeElement !== target; step += 1) await userEvent.keyboard('{ArrowLeft}');
  await expect(target).toHaveFocus();
  return target;
}

/** Selects a block's text the way a drag would (user-event cannot move a selection in contenteditable). */
async function selectText(element: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  // lexical reads the browser's selection on selectionchange.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Empty: type, select the line, and make it bold from the keyboard through the toolbar. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const { toolbar, editable } = await loadedEditor(canvasElement);
    await expect(within(canvasElement).getByText('Describe the property')).toBeVisible();
    await userEvent.click(editable);
    await userEvent.keyboard('Sea view');
    await selectText(await within(editable).findByText('Sea view'));
    // Shift+Tab leaves the text for the toolbar (one tab stop); arrows reach Bold.
    await userEvent.tab({ shift: true });
    const bold = await arrowTo(toolbar, 'Bold');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(editable.querySelector('strong')).toHaveTextContent('Sea view'));
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<strong[^>]*>Sea view<\/strong>/)));
  },
};

/** A typical description: headings, bold, a colour, a list and a link; the line becomes a heading from the style select. */
export const Typical: Story = {
  args: { value: typicalRichText(), description: 'Shown on the listing page.' },
  play: async ({ canvasElement, args }) => {
    const { toolbar, editable } = await loadedEditor(canvasElement);
    await expect(within(editable).getByRole('heading', { level: 2, name: 'Marina view apartment' })).toBeVisible();
    await expect(within(editable).getByRole('link', { name: 'example.com/plans' })).toHaveAttribute('href', 'https://example.com/plans');
    await expect(within(editable).getByText('Limited offer:')).toHaveStyle({ color: 'rgb(180, 35, 24)' });

    await userEvent.click(within(editable).getByText(/Ready to move in/));
    await userEvent.click(within(toolbar).getByRole('button', { name: /Text style/ }));
    const option = await screen.findByRole('option', { name: 'Heading 3' });
    await userEvent.click(option);
    await waitFor(() => expect(within(editable).getByRole('heading', { level: 3 })).toHaveTextContent(/Ready to move in/));
    editable.blur();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/<h3[^>]*>.*Ready to move in/)));
  },
};

/** A link from the keyboard: select text, open Link, type an address; a javascript: address is refused. */
export const AddLink: Story = {
  args: { value: '<p>See the floor plans</p>' },
  play: async ({ canvasElement }) => {
    const { toolbar, editable } = await loadedEditor(canvasElement);
    await userEvent.click(within(editable).getByText('See the floor plans'));
    await selectText(within(editable).getByText('See the floor plans'));
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    await waitFor(() => expect(dialog).toBeVisible());
    const address = within(dialog).getByRole('textbox', { name: 'Link address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    await expect(await within(dialog).findByText('Enter an address starting with http://, https:// or mailto:')).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/plans{Enter}');
    await waitFor(() => expect(within(editable).getByRole('link', { name: 'See the floor plans' })).toHaveAttribute('href', 'https://example.com/plans'));
  },
};

/** Pasted Word/web HTML arrives clean: text and bold kept; script, onerror image, javascript: link and tables gone. */
export const PastedHtmlIsCleaned: Story = {
  play: async ({ canvasElement, args }) => {
    const { editable } = await loadedEditor(canvasElement);
    await userEvent.click(editable);
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/html', dirtyPastedHtml);
    clipboardData.setData('text/plain', 'Pasted offer');
    editable.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    await waitFor(() => expect(editable).toHaveTextContent(/Pasted offer/));
    await expect(editable).toHaveTextContent(/Inner cell/);
    await expect(editable.querySelector('img, script, table, [onerror], a[href^="javascript"]')).toBeNull();
    await expect(within(editable).getByText('Click me').closest('a')).toBeNull();
    const flags = window as unknown as Record<string, unknown>;
    await expect([flags.__pastedScriptRan, flags.__pastedImageRan, flags.__pastedLinkRan]).toEqual([undefined, undefined, undefined]);
    editable.blur();
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const saved = String(args.onChange.mock.lastCall?.[0]);
    await expect(saved).toMatch(/Pasted/);
    await expect(saved).not.toMatch(/script|onerror|javascript:|<img|<table|mso/i);
  },
};

/** Invalid: the message is shown under the editor and read as its description. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Description is required.' },
  play: async ({ canvasElement }) => {
    const { editable } = await loadedEditor(canvasElement);
    await expect(editable).toHaveAttribute('aria-invalid', 'true');
    await expect(editable).toHaveAccessibleDescription('Description is required.');
    await expect(within(canvasElement).getByText('Description is required.')).toBeVisible();
  },
};

/** Disabled: the text is shown read-only, out of the tab order, and lexical is never loaded. */
export const Disabled: Story = {
  args: { value: typicalRichText(), isDisabled: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(box).toHaveAttribute('aria-disabled', 'true');
    await expect(box).toHaveTextContent(/Marina view apartment/);
    await userEvent.tab();
    await expect(box).not.toHaveFocus();
    await expect(within(canvasElement).queryByRole('toolbar')).toBeNull();
  },
};

/** A long description (5,000 words) scrolls inside the editor, and the counter shows past a limit. */
export const Long: Story = {
  args: { value: longRichText(), maxLength: 20_000 },
  play: async ({ canvasElement }) => {
    const { editable } = await loadedEditor(canvasElement);
    await expect(editable.scrollHeight).toBeGreaterThan(editable.clientHeight);
    await expect(editable).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(/^\d+\/20000$/)).toBeVisible();
  },
};

/** On a phone the toolbar wraps inside the field and nothing overflows sideways. */
export const Narrow: Story = {
  args: { value: typicalRichText() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { toolbar, editable } = await loadedEditor(canvasElement);
    const frame = editable.parentElement?.parentElement as HTMLElement;
    await expect(toolbar.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right + 1);
    await expect(within(toolbar).getByRole('button', { name: 'Link' }).getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
  },
};

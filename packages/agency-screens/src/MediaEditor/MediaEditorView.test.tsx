import { en, type AdditionalMediaItem } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MediaEditorView, type MediaEditorViewProps } from './MediaEditorView';
import { typicalMedia } from './stories/mediaEditorStoryData';
import { moveAdditionalMedia } from '@marketplace/domain';

const messages = en.additionalMedia;

function callbacks(): Omit<MediaEditorViewProps, 'items'> {
  return {
    onFilesChosen: vi.fn(),
    onReorder: vi.fn(),
    onToggleFeatured: vi.fn(),
    onDescriptionChange: vi.fn(),
    onRemove: vi.fn(),
    onRetry: vi.fn(),
    onDismissRefusal: vi.fn(),
  };
}

/** The view with its order held here, as the hook holds it. */
function Reorderable({ initial, onReorder }: { initial: AdditionalMediaItem[]; onReorder: MediaEditorViewProps['onReorder'] }) {
  const [items, setItems] = useState(initial);
  return (
    <MediaEditorView
      {...callbacks()}
      items={items}
      onReorder={(moved, target, position) => {
        onReorder(moved, target, position);
        setItems((current) => moveAdditionalMedia(current, moved, target, position));
      }}
    />
  );
}

const rowNames = () =>
  within(screen.getByRole('grid', { name: messages.title }))
    .getAllByRole('row')
    .filter((row) => row.textContent !== '')
    .map((row) => within(row).getByRole('button', { name: /^Drag / }).getAttribute('aria-label'));

describe('MediaEditorView', () => {
  it('says there is no media yet, with the formats and the limit by the Add Media button', () => {
    render(<MediaEditorView {...callbacks()} items={[]} />);
    expect(screen.getByRole('heading', { name: messages.title })).toBeInTheDocument();
    expect(screen.getByText(messages.empty)).toBeInTheDocument();
    expect(screen.getByText(`${messages.supportedFormats} ${messages.maxSize(10)}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.addMedia })).toBeInTheDocument();
  });

  it('shows each item with its kind, the featured one marked, and a failed upload with Retry', async () => {
    const items = typicalMedia();
    const failing = { ...items[1]!, url: null };
    const props = callbacks();
    const user = userEvent.setup();
    render(
      <MediaEditorView
        {...props}
        items={[items[0]!, failing]}
        uploads={{ [failing.id]: { status: 'failed', reason: 'Upload failed: 500 - Internal Server Error' } }}
      />,
    );
    const [first, second] = within(screen.getByRole('grid')).getAllByRole('row').filter((row) => row.textContent !== '');
    expect(within(first!).getByText(messages.featured)).toBeInTheDocument();
    expect(within(first!).getByRole('checkbox', { name: messages.markFeatured })).toBeChecked();
    expect(within(second!).getByRole('alert')).toHaveTextContent(`${messages.uploadFailed}Upload failed: 500 - Internal Server Error`);
    await user.click(within(second!).getByRole('button', { name: messages.retryItem(failing.name) }));
    expect(props.onRetry).toHaveBeenCalledWith(failing.id);
  });

  it('reorders with the keyboard alone: Tab to the handle, Enter, arrow to a place, Enter', async () => {
    const items = typicalMedia();
    const onReorder = vi.fn();
    const user = userEvent.setup();
    render(<Reorderable initial={items} onReorder={onReorder} />);
    const before = rowNames();
    await user.click(screen.getByRole('button', { name: messages.addMedia }));
    await user.tab();
    expect(screen.getAllByRole('row').find((row) => row.textContent !== '')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: before[0]! })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    // 'Before the third' and 'after the second' are the same place; react-aria names it the first way.
    expect(onReorder).toHaveBeenCalledWith([items[0]!.id], items[2]!.id, 'before');
    expect(rowNames()).toEqual([before[1], before[0], ...before.slice(2)]);
  });

  it('types a description inside a row without the list taking the arrow keys', async () => {
    const items = typicalMedia();
    const props = callbacks();
    const user = userEvent.setup();
    render(<MediaEditorView {...props} items={items} />);
    const field = within(within(screen.getByRole('grid')).getAllByRole('row')[0]!).getByRole('textbox', { name: messages.descriptionLabel });
    await user.click(field);
    await user.keyboard('{ArrowLeft}{ArrowDown}x');
    expect(field).toHaveFocus();
    expect(props.onDescriptionChange).toHaveBeenLastCalledWith(items[0]!.id, expect.stringContaining('x'));
  });
});

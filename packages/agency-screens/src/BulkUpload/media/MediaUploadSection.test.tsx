import { en } from '@marketplace/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaUploadSection, type MediaUploadSectionProps } from './MediaUploadSection';
import { typicalMediaItems, uploadsInFlight } from './stories/mediaStoryData';
import { StatefulMediaUploadSection } from './stories/StatefulMediaUploadSection';

const copy = en.bulkUpload.media;

function props(overrides: Partial<MediaUploadSectionProps> = {}): MediaUploadSectionProps {
  return {
    items: [],
    uploads: [],
    onFilesChosen: vi.fn(),
    onCancelUpload: vi.fn(),
    onCopy: vi.fn(),
    onRemove: vi.fn(),
    ...overrides,
  };
}

function fileInput(container: HTMLElement): HTMLInputElement {
  // react-aria's FileTrigger keeps the real input hidden behind the Upload Media button.
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('MediaUploadSection', () => {
  it('starts empty, with Upload Media, the accepted types and limit, and the CSV columns hint', () => {
    render(<MediaUploadSection {...props()} />);
    expect(screen.getByRole('region', { name: copy.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: copy.generatedUrls })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: copy.emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.uploadMedia })).toBeEnabled();
    expect(screen.getByText(copy.acceptedTypes(10))).toBeInTheDocument();
    expect(screen.getByText(copy.hint)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('hands over several chosen images and videos at once, offering only the accepted types', async () => {
    const user = userEvent.setup();
    const onFilesChosen = vi.fn();
    const { container } = render(<MediaUploadSection {...props({ onFilesChosen })} />);
    const input = fileInput(container);
    expect(input).toHaveAttribute('multiple');
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['image/jpeg', 'video/mp4', '.mkv', '.webp']));
    const photo = new File(['p'], 'pool.jpg', { type: 'image/jpeg' });
    const tour = new File(['t'], 'tour.mkv', { type: '' });
    await user.upload(input, [photo, tour]);
    expect(onFilesChosen).toHaveBeenCalledExactlyOnceWith([photo, tour]);
  });

  it('passes on files of other types too, in a call of their own, so the validator can say why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFilesChosen = vi.fn();
    const { container } = render(<MediaUploadSection {...props({ onFilesChosen })} />);
    const photo = new File(['p'], 'pool.jpg', { type: 'image/jpeg' });
    const notes = new File(['n'], 'notes.txt', { type: 'text/plain' });
    await user.upload(fileInput(container), [photo, notes]);
    expect(onFilesChosen.mock.calls).toEqual([[[notes]], [[photo]]]);
  });

  it('refuses files while disabled', async () => {
    const user = userEvent.setup();
    const onFilesChosen = vi.fn();
    const { container } = render(<MediaUploadSection {...props({ onFilesChosen, isDisabled: true })} />);
    expect(screen.getByRole('button', { name: copy.uploadMedia })).toBeDisabled();
    await user.upload(fileInput(container), new File(['p'], 'pool.jpg', { type: 'image/jpeg' }));
    expect(onFilesChosen).not.toHaveBeenCalled();
  });

  it('shows each upload with its own progress, and cancels the one asked', async () => {
    const user = userEvent.setup();
    const uploads = uploadsInFlight([8, 46, 93]);
    const onCancelUpload = vi.fn();
    render(<MediaUploadSection {...props({ uploads, onCancelUpload })} />);
    const list = screen.getByRole('list', { name: copy.uploadsInProgress });
    const bars = within(list).getAllByRole('progressbar');
    expect(bars.map((bar) => [bar.getAttribute('aria-valuenow'), bar.textContent])).toEqual([
      ['8', `${uploads[0]?.name}8%`],
      ['46', `${uploads[1]?.name}46%`],
      ['93', `${uploads[2]?.name}93%`],
    ]);
    const second = uploads[1];
    if (!second) throw new Error('no second upload');
    expect(screen.getByRole('progressbar', { name: second.name })).toHaveAttribute('aria-valuenow', '46');
    await user.click(screen.getByRole('button', { name: copy.cancelUpload(second.name) }));
    expect(onCancelUpload).toHaveBeenCalledExactlyOnceWith(second.id);
  });

  it('lists each generated URL in a group named by its file, with kind, size and the URL', () => {
    const items = typicalMediaItems();
    render(<MediaUploadSection {...props({ items })} />);
    const list = screen.getByRole('list', { name: copy.generatedUrls });
    expect(within(list).getAllByRole('listitem')).toHaveLength(items.length);
    const [video, photo] = items;
    if (!video || !photo) throw new Error('two fixtures expected');
    const videoRow = within(screen.getByRole('group', { name: video.name }));
    expect(videoRow.getByText(copy.itemFacts(copy.kinds.video, '7.1 MB'))).toBeInTheDocument();
    expect(videoRow.getByText(video.url)).toBeInTheDocument();
    expect(videoRow.getByRole('button', { name: copy.copyUrl })).toHaveAccessibleDescription(video.name);
    expect(videoRow.getByRole('button', { name: copy.removeItem(video.name) })).toBeInTheDocument();
    const photoRow = within(screen.getByRole('group', { name: photo.name }));
    expect(photoRow.getByText(copy.itemFacts(copy.kinds.image, '3.4 MB'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: copy.emptyTitle })).toBeNull();
  });

  it("copies: the item's button reads 'Copied!' for 2 s, then 'Copy URL' again", async () => {
    const user = userEvent.setup();
    const items = typicalMediaItems();
    let finishCopy: () => void = () => undefined;
    const onCopy = vi.fn(() => new Promise<void>((resolve) => (finishCopy = resolve)));
    render(<StatefulMediaUploadSection {...props({ items, onCopy })} />);
    const [first, second] = items;
    if (!first || !second) throw new Error('two fixtures expected');
    const row = within(screen.getByRole('group', { name: second.name }));
    await user.click(row.getByRole('button', { name: copy.copyUrl }));
    expect(onCopy).toHaveBeenCalledExactlyOnceWith(second);
    expect(row.getByRole('button', { name: copy.copyUrl })).toBeInTheDocument();
    // The 2 s start when the copy has succeeded; Testing Library's user-event cannot run under
    // vitest's fake timers, so they take over only now, after the click.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => finishCopy());
    expect(row.getByRole('button', { name: copy.copied })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: copy.copied })).toHaveLength(1);
    expect(within(screen.getByRole('group', { name: first.name })).getByRole('button', { name: copy.copyUrl })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(row.getByRole('button', { name: copy.copied })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(row.getByRole('button', { name: copy.copyUrl })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.copied })).toBeNull();
  });

  it('removes the item asked, by its named Remove button', async () => {
    const user = userEvent.setup();
    const items = typicalMediaItems();
    const onRemove = vi.fn();
    render(<MediaUploadSection {...props({ items, onRemove })} />);
    const third = items[2];
    if (!third) throw new Error('three fixtures expected');
    await user.click(screen.getByRole('button', { name: copy.removeItem(third.name) }));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith(third);
  });
});

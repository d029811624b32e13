import { ApiProvider, type ApiClient } from '@marketplace/api-client';
import { en, type AdditionalMediaItem } from '@marketplace/domain';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMediaTestClient } from '../shared/mediaSandbox.testing';
import { JsdomFile, serveSandbox, testHosts } from '../shared/sandboxServer.testing';
import { MediaEditorHarness } from './stories/MediaEditorHarness';
import { useMediaEditor } from './useMediaEditor';
import { emptyFile, mp4File, pdfNamedMp4, pngFile, thirtyPhotos } from './stories/storyMediaFiles';

const { sandbox } = serveSandbox({ nodeFiles: true });
const messages = en.additionalMedia;
const uploadRoute = 'POST /api/media/upload';

/** Holds every upload until released, so a test can act while files are on their way. */
function gate() {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { wait: () => opened, release };
}

function setup({ client = createMediaTestClient(testHosts), initialValue }: { client?: ApiClient; initialValue?: AdditionalMediaItem[] } = {}) {
  const onChange = vi.fn<(value: AdditionalMediaItem[]) => void>();
  const user = userEvent.setup({ applyAccept: false });
  const { container } = render(
    <ApiProvider client={client}>
      <MediaEditorHarness initialValue={initialValue} onChange={onChange} />
    </ApiProvider>,
  );
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The Add Media button has no file input');
  const lastValue = () => onChange.mock.lastCall?.[0] ?? [];
  const rows = () => within(screen.getByRole('grid', { name: messages.title })).queryAllByRole('row').filter((row) => row.textContent !== '');
  return { user, input, onChange, lastValue, rows };
}

const uploadCount = () => sandbox.db.media.names().filter((name) => sandbox.db.media.get(name)?.folder === 'property-media').length;

describe('MediaEditor on the sandbox', () => {
  it('adds an image and a video with progress each, stores them in property-media, and hands the form their paths', async () => {
    const held = gate();
    const { user, input, lastValue } = setup({ client: createMediaTestClient(testHosts, { gate: held.wait }) });
    await user.upload(input, [pngFile('Living Room.png', JsdomFile), mp4File('tour.mp4', JsdomFile)]);
    expect(await screen.findByRole('progressbar', { name: 'Living Room.png' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'tour.mp4' })).toBeInTheDocument();
    expect(lastValue().map((item) => [item.name, item.kind, item.url])).toEqual([
      ['Living Room.png', 'image', null],
      ['tour.mp4', 'video', null],
    ]);
    held.release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(lastValue().map((item) => item.url)).toEqual(['/api/media/living-room-1.png', '/api/media/tour-1.mp4']);
    expect(uploadCount()).toBe(2);
  });

  it('describes, features one and removes, through onChange', async () => {
    const { user, input, lastValue, rows } = setup();
    await user.upload(input, [pngFile('kitchen.png', JsdomFile), pngFile('pool.png', JsdomFile)]);
    await waitFor(() => expect(lastValue().every((item) => item.url !== null)).toBe(true));
    const [kitchen, pool] = rows();
    await user.type(within(kitchen!).getByRole('textbox', { name: messages.descriptionLabel }), 'Open kitchen');
    await user.click(within(kitchen!).getByRole('checkbox', { name: messages.markFeatured }));
    await user.click(within(pool!).getByRole('checkbox', { name: messages.markFeatured }));
    expect(lastValue().map((item) => [item.description, item.isFeatured])).toEqual([
      ['Open kitchen', false],
      ['', true],
    ]);
    await user.click(screen.getByRole('button', { name: messages.removeItem('pool.png') }));
    expect(lastValue().map((item) => item.name)).toEqual(['kitchen.png']);
    expect(rows()).toHaveLength(1);
  });

  it("refuses a renamed PDF, an empty file, another type and an oversized file, each with its message, and keeps what was entered", async () => {
    const { user, input, lastValue } = setup();
    await user.upload(input, pngFile('view.png', JsdomFile));
    await waitFor(() => expect(lastValue()[0]?.url).not.toBeNull());
    await user.type(screen.getByRole('textbox', { name: messages.descriptionLabel }), 'Sea view');
    const oversized = new JsdomFile([new Uint8Array(10 * 1024 * 1024 + 1)], 'long-tour.mp4', { type: 'video/mp4' });
    await user.upload(input, [pdfNamedMp4('brochure.mp4', JsdomFile), emptyFile('empty.jpg', JsdomFile), new JsdomFile(['notes'], 'notes.txt', { type: 'text/plain' }), oversized]);
    const refused = await screen.findByRole('list', { name: messages.refusedFiles });
    await waitFor(() => expect(within(refused).getAllByRole('alert')).toHaveLength(4));
    const texts = within(refused).getAllByRole('alert').map((alert) => alert.textContent);
    for (const expected of [
      `${messages.invalidFile}: brochure.mp4${messages.notAVideo}`,
      `${messages.invalidFile}: empty.jpg${messages.emptyFile}`,
      `${messages.invalidFile}: notes.txt${en.files.mediaInvalidType}`,
      `${messages.invalidFile}: long-tour.mp4File size should not exceed 10MB`,
    ]) {
      expect(texts).toContainEqual(expect.stringContaining(expected));
    }
    expect(lastValue().map((item) => [item.name, item.description])).toEqual([['view.png', 'Sea view']]);
    expect(uploadCount()).toBe(1);
    await user.click(await screen.findByRole('button', { name: messages.dismissRefusal('empty.jpg') }));
    expect(within(refused).getAllByRole('alert')).toHaveLength(3);
  });

  it("shows 'Upload failed' and retries the same file without choosing it again; a second click sends it once", async () => {
    sandbox.faults.set(uploadRoute, { status: 500, times: 1 });
    const held = gate();
    const { user, input, lastValue } = setup({ client: createMediaTestClient(testHosts, { gate: held.wait }) });
    held.release();
    await user.upload(input, pngFile('terrace.png', JsdomFile));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(messages.uploadFailed);
    const retry = within(failure).getByRole('button', { name: messages.retryItem('terrace.png') });
    await user.dblClick(retry);
    await waitFor(() => expect(lastValue()[0]?.url).toBe('/api/media/terrace-1.png'));
    expect(uploadCount()).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removing a file while it uploads cancels it: it does not come back when the upload would have ended', async () => {
    const held = gate();
    const { user, input, lastValue, rows } = setup({ client: createMediaTestClient(testHosts, { gate: held.wait }) });
    await user.upload(input, [pngFile('garden.png', JsdomFile), pngFile('lobby.png', JsdomFile)]);
    await screen.findByRole('progressbar', { name: 'garden.png' });
    await user.click(screen.getByRole('button', { name: messages.removeItem('garden.png') }));
    held.release();
    await waitFor(() => expect(lastValue().map((item) => item.url)).toEqual(['/api/media/lobby-1.png']));
    expect(rows()).toHaveLength(1);
    expect(uploadCount()).toBe(1);
  });

  it('uploads thirty files three at a time, the rest waiting their turn, and stores them all in the order chosen', async () => {
    const held = gate();
    const { user, input, lastValue } = setup({ client: createMediaTestClient(testHosts, { gate: held.wait }) });
    await user.upload(input, thirtyPhotos(JsdomFile));
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(3));
    expect(screen.getAllByText(messages.queued)).toHaveLength(27);
    held.release();
    await waitFor(() => expect(lastValue().filter((item) => item.url !== null)).toHaveLength(30), { timeout: 10_000 });
    expect(lastValue().map((item) => item.name)).toEqual(thirtyPhotos(JsdomFile).map((file) => file.name));
  });

  it('two Retry calls in one frame, before any render, send the file once', async () => {
    sandbox.faults.set(uploadRoute, { status: 500, times: 1 });
    const client = createMediaTestClient(testHosts);
    const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider client={client}>{children}</ApiProvider>;
    const { result } = renderHook(
      () => {
        const [value, setValue] = useState<AdditionalMediaItem[]>([]);
        return { value, editor: useMediaEditor({ value, onChange: setValue }) };
      },
      { wrapper },
    );
    act(() => result.current.editor.onFilesChosen([pngFile('balcony.png', JsdomFile)]));
    await waitFor(() => expect(Object.values(result.current.editor.uploads ?? {})).toEqual([expect.objectContaining({ status: 'failed' })]));
    const id = result.current.value[0]!.id;
    act(() => {
      result.current.editor.onRetry(id);
      result.current.editor.onRetry(id);
    });
    await waitFor(() => expect(result.current.value[0]?.url).toBe('/api/media/balcony-1.png'));
    expect(uploadCount()).toBe(1);
  });
});

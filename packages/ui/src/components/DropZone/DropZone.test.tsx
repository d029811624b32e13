import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropZone, acceptsFile } from './DropZone';

const csv = () => new File(['name,amount\n'], 'properties.csv', { type: 'text/csv' });
const png = () => new File(['png'], 'photo.png', { type: 'image/png' });

/** A stand-in for the browser's DataTransfer, holding dragged files. */
function dataTransferOf(files: File[]) {
  return {
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    types: ['Files'],
    files,
    effectAllowed: 'all',
    dropEffect: 'none',
    getData: () => '',
  };
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('DropZone', () => {
  it('is named by its message and offers a Choose File button', () => {
    render(<DropZone message="Drag and drop your CSV file here" onFiles={vi.fn()} />);
    expect(screen.getByText('Drag and drop your CSV file here')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Drag and drop your CSV file here' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeInTheDocument();
  });

  it('passes a chosen file to onFiles', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    const { container } = render(<DropZone acceptedFileTypes={['text/csv', '.csv']} onFiles={onFiles} />);
    const file = csv();
    await user.upload(fileInput(container), file);
    expect(onFiles).toHaveBeenCalledWith([file]);
  });

  it('rejects a chosen file of another type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = vi.fn();
    const onFilesRejected = vi.fn();
    const { container } = render(
      <DropZone acceptedFileTypes={['text/csv', '.csv']} onFiles={onFiles} onFilesRejected={onFilesRejected} />,
    );
    const file = png();
    await user.upload(fileInput(container), file);
    expect(onFiles).not.toHaveBeenCalled();
    expect(onFilesRejected).toHaveBeenCalledWith([file]);
  });

  it('keeps only the first file unless it allows several', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    const files = [png(), new File(['b'], 'b.png', { type: 'image/png' })];
    const { container, rerender } = render(<DropZone acceptedFileTypes={['image/*']} onFiles={onFiles} />);
    await user.upload(fileInput(container), files);
    expect(onFiles).toHaveBeenLastCalledWith([files[0]]);

    rerender(<DropZone acceptedFileTypes={['image/*']} allowsMultiple onFiles={onFiles} />);
    await user.upload(fileInput(container), files);
    expect(onFiles).toHaveBeenLastCalledWith(files);
  });

  it('opens the file chooser from the keyboard, after the drop target in tab order', async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    render(<DropZone message="Drop your CSV" onFiles={vi.fn()} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Drop your CSV' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose File' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('marks itself as the drop target only for an accepted type', () => {
    render(<DropZone data-testid="zone" acceptedFileTypes={['text/csv']} onFiles={vi.fn()} />);
    const zone = screen.getByTestId('zone');

    fireEvent.dragEnter(zone, { dataTransfer: dataTransferOf([png()]) });
    expect(zone).not.toHaveAttribute('data-drop-target');
    fireEvent.dragLeave(zone, { dataTransfer: dataTransferOf([png()]) });

    fireEvent.dragEnter(zone, { dataTransfer: dataTransferOf([csv()]) });
    expect(zone).toHaveAttribute('data-drop-target', 'true');
    fireEvent.dragLeave(zone, { dataTransfer: dataTransferOf([csv()]) });
    expect(zone).not.toHaveAttribute('data-drop-target');
  });

  it('passes dropped files to onFiles and the others to onFilesRejected', async () => {
    const onFiles = vi.fn();
    const onFilesRejected = vi.fn();
    render(
      <DropZone
        data-testid="zone"
        acceptedFileTypes={['text/csv', '.csv']}
        allowsMultiple
        onFiles={onFiles}
        onFilesRejected={onFilesRejected}
      />,
    );
    const zone = screen.getByTestId('zone');
    const good = csv();
    const bad = png();
    fireEvent.dragEnter(zone, { dataTransfer: dataTransferOf([good, bad]) });
    expect(zone).toHaveAttribute('data-drop-target', 'true');
    fireEvent.drop(zone, { dataTransfer: dataTransferOf([good, bad]) });

    await waitFor(() => expect(onFiles).toHaveBeenCalledWith([good]));
    expect(onFilesRejected).toHaveBeenCalledWith([bad]);
    expect(zone).not.toHaveAttribute('data-drop-target');
  });

  it('takes nothing while disabled', async () => {
    const user = userEvent.setup();
    const onFiles = vi.fn();
    const { container } = render(<DropZone data-testid="zone" isDisabled onFiles={onFiles} />);
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeDisabled();

    const zone = screen.getByTestId('zone');
    fireEvent.dragEnter(zone, { dataTransfer: dataTransferOf([csv()]) });
    expect(zone).not.toHaveAttribute('data-drop-target');
    await user.upload(fileInput(container), csv());
    expect(onFiles).not.toHaveBeenCalled();
  });
});

describe('acceptsFile', () => {
  it.each([
    [['text/csv'], 'a.csv', 'text/csv', true],
    [['.csv'], 'A.CSV', '', true],
    [['image/*'], 'a.webp', 'image/webp', true],
    [['image/*'], 'a.mp4', 'video/mp4', false],
    [['text/csv', '.csv'], 'a.xlsx', 'application/vnd.ms-excel', false],
    [[], 'anything.bin', '', true],
  ])('%j accepts %s (%s): %s', (accepted, name, type, expected) => {
    expect(acceptsFile({ name, type }, accepted)).toBe(expected);
  });
});

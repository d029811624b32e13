import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { DropZone } from './DropZone';

const csvTypes = ['text/csv', 'application/vnd.ms-excel', '.csv'];

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Fires a browser drag event carrying `files` at the zone. */
function drag(zone: Element, type: 'dragenter' | 'dragleave', files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  // A file manager offers to copy; a script-made DataTransfer allows nothing and ignores assignment.
  Object.defineProperty(dataTransfer, 'effectAllowed', { value: 'copy' });
  zone.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
}

const meta = {
  title: 'UI/DropZone',
  component: DropZone,
  args: {
    message: 'Drag and drop your CSV file here',
    description: 'CSV only, up to 10 MB',
    acceptedFileTypes: csvTypes,
    onFiles: fn(),
    onFilesRejected: fn(),
  },
  render: (args) => <DropZone {...args} data-testid="drop-zone" />,
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a file through the hidden input hands it to `onFiles`. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const file = new File(['name,amount\n'], 'properties.csv', { type: 'text/csv' });
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
  },
};

/** Keyboard: the drop target (for paste) comes first, then the Choose File button. */
export const KeyboardOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Drag and drop your CSV file here' })).toHaveFocus();
    await expect(canvas.getByTestId('drop-zone')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose File' })).toHaveFocus();
  },
};

/** A CSV dragged over the zone lights it up; an image is turned away. */
export const DragOver: Story = {
  args: { acceptedFileTypes: ['text/csv'] },
  play: async ({ canvasElement }) => {
    const zone = within(canvasElement).getByTestId('drop-zone');
    const image = new File(['png'], 'photo.png', { type: 'image/png' });
    drag(zone, 'dragenter', [image]);
    await expect(zone).not.toHaveAttribute('data-drop-target');
    drag(zone, 'dragleave', [image]);

    drag(zone, 'dragenter', [new File(['a'], 'a.csv', { type: 'text/csv' })]);
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
  },
};

/** A file of the wrong type chosen anyway (the file chooser's filter is only a hint). */
export const RejectedFile: Story = {
  play: async ({ args, canvasElement }) => {
    const file = new File(['png'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), file, { applyAccept: false });
    await expect(args.onFilesRejected).toHaveBeenCalledWith([file]);
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const MultipleImages: Story = {
  args: {
    message: 'Drag and drop images or videos here',
    description: 'JPEG, PNG, GIF, WebP, MP4 or WebM, up to 10 MB each',
    buttonLabel: 'Upload Media',
    acceptedFileTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'video/webm'],
    allowsMultiple: true,
  },
  play: async ({ args, canvasElement }) => {
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.mp4', { type: 'video/mp4' }),
    ];
    await userEvent.upload(fileInput(canvasElement), files);
    await expect(args.onFiles).toHaveBeenCalledWith(files);
  },
};

/** The zone shows the chosen file's name under the button. */
export const WithSelection: Story = {
  render: function WithSelectionStory(args) {
    const [name, setName] = useState<string | null>(null);
    return (
      <DropZone
        {...args}
        data-testid="drop-zone"
        onFiles={(files) => {
          args.onFiles(files);
          setName(files[0]?.name ?? null);
        }}
      >
        {name ? (
          <Text size="small" weight="medium">
            Selected: {name}
          </Text>
        ) : null}
      </DropZone>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), new File(['a'], 'listings.csv', { type: 'text/csv' }));
    await expect(await within(canvasElement).findByText('Selected: listings.csv')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose File' })).toBeDisabled();
  },
};

export const LongTextNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    message: 'Drag and drop the completed property template here, with one property per row and all 39 columns',
    description:
      'Required: name, amount, landArea, address. Dates in M/D/YYYY, booleans TRUE or FALSE, UTF-8 encoding recommended.',
  },
};

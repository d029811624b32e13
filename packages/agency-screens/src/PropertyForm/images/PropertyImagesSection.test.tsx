import { en } from '@marketplace/domain';
import { ImageSourcePolicyProvider } from '@marketplace/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PropertyImagesSection, type PropertyImagesSectionProps } from './PropertyImagesSection';
import { propertyImageFiles as files } from './stories/propertyImageFiles';
import { allRequired, mainOnlyRequired, noImages, savedImages } from './stories/propertyImagesStoryData';
import { StatefulPropertyImagesSection } from './stories/StatefulPropertyImagesSection';

const text = en.propertyImages;
const form = en.propertyForm;

function props(overrides: Partial<PropertyImagesSectionProps> = {}): PropertyImagesSectionProps {
  return { value: noImages, files: {}, required: allRequired, rule: 'create', onChoose: vi.fn(), onRemove: vi.fn(), ...overrides };
}

const previewSource = (image: HTMLElement) => image.getAttribute('src') ?? '';

const slotGroup = (label: string) => screen.getByRole('group', { name: label });

function fileInputOf(label: string): HTMLInputElement {
  // react-aria's FileTrigger keeps its input hidden beside the Choose button; it is what the system chooser fills.
  const input = slotGroup(label).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`no file input in ${label}`);
  return input;
}

// jsdom has no object URLs: each file gets a blob: address of its own, and the revocations of this
// test's addresses are recorded (an earlier test's unmount may still be revoking its own).
let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  URL.createObjectURL = vi.fn(() => {
    created.push(`blob:preview-${crypto.randomUUID()}`);
    return created.at(-1)!;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    if (created.includes(url)) revoked.push(url);
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('PropertyImagesSection', () => {
  it('shows the three slots under the heading, each with an asterisk when required', () => {
    render(<PropertyImagesSection {...props({ required: mainOnlyRequired, headingLevel: 3 })} />);
    expect(screen.getByRole('heading', { level: 3, name: text.title })).toBeInTheDocument();
    expect(slotGroup(form.fields.mainImage)).toHaveTextContent(`${form.fields.mainImage}${form.requiredMark}`);
    expect(slotGroup(form.fields.floorPlanImage)).not.toHaveTextContent(form.requiredMark);
    expect(slotGroup(form.fields.layoutImage)).not.toHaveTextContent(form.requiredMark);
    expect(within(slotGroup(form.fields.mainImage)).getByRole('button', { name: form.images.choose })).toBeInTheDocument();
    expect(within(slotGroup(form.fields.mainImage)).queryByRole('button', { name: form.images.remove })).toBeNull();
    expect(screen.getAllByText(form.images.hint(5))).toHaveLength(3);
  });

  it('accepts a PNG: hands it on with the slot value and previews it as waiting for the save', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    render(<StatefulPropertyImagesSection {...props({ onChoose })} />);
    const png = files.png('front.png');
    await user.upload(fileInputOf(form.fields.mainImage), png);
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith('mainImage', png, { url: null, pendingFileName: 'front.png' }));
    const main = slotGroup(form.fields.mainImage);
    expect(within(main).getByRole('img', { name: form.images.preview(form.fields.mainImage) })).toHaveAttribute('src', expect.stringMatching(/^blob:preview-/));
    expect(within(main).getByText(text.pendingUpload('front.png'))).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: form.images.change })).toBeInTheDocument();
    expect(within(main).queryByRole('alert')).toBeNull();
  });

  it.each([
    ['text named .png', () => files.textNamedPng(), text.notAnImage],
    ['0 bytes', () => files.empty(), text.emptyFile],
    ['over 5 MB', () => files.tooLarge(), 'File size should not exceed 5MB'],
  ])('refuses %s with its message beside the slot, keeping the saved image', async (_case, file, message) => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    const saved = savedImages();
    render(<StatefulPropertyImagesSection {...props({ value: saved, onChoose })} />);
    await user.upload(fileInputOf(form.fields.floorPlanImage), file());
    const floorPlan = slotGroup(form.fields.floorPlanImage);
    expect(await within(floorPlan).findByRole('alert')).toHaveTextContent(message);
    expect(floorPlan).toHaveAccessibleDescription(message);
    expect(onChoose).not.toHaveBeenCalled();
    expect(within(floorPlan).getByRole('img', { name: form.images.preview(form.fields.floorPlanImage) })).toHaveAttribute('src', saved.floorPlanImage.url);
    expect(within(slotGroup(form.fields.mainImage)).queryByRole('alert')).toBeNull();
  });

  it('under the edit rule refuses a WebP with the edit form message, and offers only JPG, PNG and GIF', async () => {
    const onChoose = vi.fn();
    // The user picks 'All files' in the system chooser, so the input's accept list does not stop the WebP.
    const user = userEvent.setup({ applyAccept: false });
    render(<PropertyImagesSection {...props({ rule: 'edit', onChoose })} />);
    expect(fileInputOf(form.fields.layoutImage).accept).toBe('image/jpeg,image/png,image/gif');
    expect(screen.getAllByText(text.editHint(5))).toHaveLength(3);
    await user.upload(fileInputOf(form.fields.layoutImage), files.webp());
    expect(await within(slotGroup(form.fields.layoutImage)).findByRole('alert')).toHaveTextContent('Please upload only JPG, PNG, or GIF files');
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('accepts a WebP under the create rule', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    render(<PropertyImagesSection {...props({ onChoose })} />);
    await user.upload(fileInputOf(form.fields.layoutImage), files.webp());
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith('layoutImage', expect.any(File), { url: null, pendingFileName: 'plan.webp' }));
  });

  it("shows the form's required messages as each slot's description", () => {
    render(<PropertyImagesSection {...props({ errors: { mainImage: form.mainImageRequired, floorPlanImage: form.floorPlanImageRequired } })} />);
    expect(slotGroup(form.fields.mainImage)).toHaveAccessibleDescription('Main Image is required.');
    expect(slotGroup(form.fields.floorPlanImage)).toHaveAccessibleDescription('Master Plan Image is required.');
    expect(slotGroup(form.fields.layoutImage)).not.toHaveAccessibleDescription();
  });

  it('a refusal goes when a good file follows, and the good file is taken', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    render(<StatefulPropertyImagesSection {...props({ onChoose })} />);
    await user.upload(fileInputOf(form.fields.mainImage), files.empty());
    expect(await within(slotGroup(form.fields.mainImage)).findByRole('alert')).toHaveTextContent(text.emptyFile);
    await user.upload(fileInputOf(form.fields.mainImage), files.png());
    await waitFor(() => expect(within(slotGroup(form.fields.mainImage)).queryByRole('alert')).toBeNull());
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('removes an image: the slot empties and its preview URL is revoked', async () => {
    const onRemove = vi.fn();
    const user = userEvent.setup();
    render(<StatefulPropertyImagesSection {...props({ onRemove })} />);
    await user.upload(fileInputOf(form.fields.mainImage), files.png());
    const main = slotGroup(form.fields.mainImage);
    const preview = previewSource(await within(main).findByRole('img'));
    await user.click(within(main).getByRole('button', { name: form.images.remove }));
    expect(onRemove).toHaveBeenCalledWith('mainImage');
    expect(within(main).queryByRole('img')).toBeNull();
    expect(within(main).getByRole('button', { name: form.images.choose })).toBeInTheDocument();
    await waitFor(() => expect(revoked).toEqual([preview]));
  });

  it('revokes the previous preview when a file is replaced, and the last one on unmount', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<StatefulPropertyImagesSection {...props()} />);
    const main = () => within(slotGroup(form.fields.mainImage));
    await user.upload(fileInputOf(form.fields.mainImage), files.png('one.png'));
    await main().findByText(text.pendingUpload('one.png'));
    const first = previewSource(main().getByRole('img'));
    await user.upload(fileInputOf(form.fields.mainImage), files.png('two.png'));
    await main().findByText(text.pendingUpload('two.png'));
    const second = previewSource(main().getByRole('img'));
    expect(second).not.toBe(first);
    await waitFor(() => expect(revoked).toEqual([first]));
    unmount();
    await waitFor(() => expect(revoked).toEqual([first, second]));
  });

  it('resolves saved paths, and shows the placeholder when a picture does not load', () => {
    const saved = savedImages();
    // The API's media host, allowed as the host allows it.
    render(
      <ImageSourcePolicyProvider allowedOrigins={['https://property.example.ae']}>
        <PropertyImagesSection {...props({ value: saved, resolveImageUrl: (path) => `https://property.example.ae${path}` })} />
      </ImageSourcePolicyProvider>,
    );
    const main = within(slotGroup(form.fields.mainImage)).getByRole('img', { name: form.images.preview(form.fields.mainImage) });
    expect(main).toHaveAttribute('src', `https://property.example.ae${saved.mainImage.url}`);
    fireEvent.error(main);
    const placeholder = within(slotGroup(form.fields.mainImage)).getByRole('img', { name: form.images.preview(form.fields.mainImage) });
    expect(placeholder).not.toHaveAttribute('src');
  });

  it("gives each slot's group to its focus ref, so a failed submit can bring the user to the slot", () => {
    const layoutRef = createRef<HTMLDivElement>();
    render(<PropertyImagesSection {...props({ errors: { layoutImage: form.layoutImageRequired }, focusRefs: { layoutImage: layoutRef } })} />);
    layoutRef.current?.focus();
    expect(slotGroup(form.fields.layoutImage)).toHaveFocus();
    expect(document.activeElement).toHaveAccessibleDescription('Layout Image is required.');
  });

  it('while disabled nothing can be chosen or removed', () => {
    render(<PropertyImagesSection {...props({ value: savedImages(), isDisabled: true })} />);
    for (const label of [form.fields.mainImage, form.fields.floorPlanImage, form.fields.layoutImage]) {
      expect(within(slotGroup(label)).getByRole('button', { name: form.images.change })).toBeDisabled();
      expect(within(slotGroup(label)).getByRole('button', { name: form.images.remove })).toBeDisabled();
    }
  });
});

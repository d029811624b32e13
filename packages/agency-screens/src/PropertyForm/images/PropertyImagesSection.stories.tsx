import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { createSandbox } from '@marketplace/sandbox/testing';
import { gradientPictureFile } from '@marketplace/ui/testing';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { propertyImageFiles as files } from './stories/propertyImageFiles';
import { allRequired, brokenImages, mainOnlyRequired, noImages, savedImages } from './stories/propertyImagesStoryData';
import { StatefulPropertyImagesSection } from './stories/StatefulPropertyImagesSection';

const text = en.propertyImages;
const form = en.propertyForm;
// The sandbox serves the seed's property images, and a 404 for any other media name.
const sandbox = createSandbox({ propertyBaseUrl: '', accountsBaseUrl: '' });

const meta = {
  title: 'Screens/PropertyForm/Images',
  component: StatefulPropertyImagesSection,
  args: { value: noImages, files: {}, required: allRequired, rule: 'create', onChoose: fn(), onRemove: fn() },
  argTypes: { value: { control: false }, files: { control: false } },
  beforeEach({ msw }) {
    sandbox.reset();
    msw.use(...sandbox.handlers);
  },
} satisfies Meta<typeof StatefulPropertyImagesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const slot = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByRole('group', { name: label });

function fileInputOf(group: HTMLElement): HTMLInputElement {
  // react-aria's FileTrigger keeps its input hidden beside the Choose button.
  const input = group.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input in the slot');
  return input;
}

async function expectLoaded(image: HTMLElement) {
  await waitFor(() => expect(image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0).toBe(true));
}

/** A new property: three empty slots, each inviting a drop or a choice; choosing a picture previews it. */
export const Typical: Story = {
  play: async ({ canvasElement, args }) => {
    const main = slot(canvasElement, form.fields.mainImage);
    await expect(within(main).getByText(text.dropImage(form.fields.mainImage))).toBeVisible();
    const picture = await gradientPictureFile('marina-front.png');
    await userEvent.upload(fileInputOf(main), picture);
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledWith('mainImage', picture, { url: null, pendingFileName: 'marina-front.png' }));
    await expectLoaded(within(main).getByRole('img', { name: form.images.preview(form.fields.mainImage) }));
    await expect(within(main).getByText(text.pendingUpload('marina-front.png'))).toBeVisible();
    await expect(within(main).getByRole('button', { name: form.images.change })).toBeVisible();
  },
};

/** Saved without images: the form's required messages beside each slot. */
export const EmptyWithRequiredErrors: Story = {
  args: { errors: { mainImage: form.mainImageRequired, floorPlanImage: form.floorPlanImageRequired, layoutImage: form.layoutImageRequired } },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, form.fields.mainImage)).toHaveAccessibleDescription('Main Image is required.');
    await expect(slot(canvasElement, form.fields.floorPlanImage)).toHaveAccessibleDescription('Master Plan Image is required.');
    await expect(slot(canvasElement, form.fields.layoutImage)).toHaveAccessibleDescription('Layout Image is required.');
  },
};

/** A saved property: its three images, each with Change and Remove; removing empties the slot. */
export const SavedImages: Story = {
  args: { value: savedImages() },
  play: async ({ canvasElement, args }) => {
    for (const label of [form.fields.mainImage, form.fields.floorPlanImage, form.fields.layoutImage]) {
      await expectLoaded(within(slot(canvasElement, label)).getByRole('img', { name: form.images.preview(label) }));
    }
    const layout = slot(canvasElement, form.fields.layoutImage);
    await userEvent.click(within(layout).getByRole('button', { name: form.images.remove }));
    await expect(args.onRemove).toHaveBeenCalledWith('layoutImage');
    await expect(within(layout).queryByRole('img')).toBeNull();
    await expect(within(layout).getByRole('button', { name: form.images.choose })).toBeVisible();
  },
};

/** Files chosen and not saved yet: their previews, each waiting for the save's upload. */
export const ChosenPreviews: Story = {
  loaders: [async () => ({ front: await gradientPictureFile('marina-front.png'), plan: await gradientPictureFile('floor-plan.png') })],
  render: (args, { loaded }) => (
    <StatefulPropertyImagesSection
      {...args}
      value={{ ...savedImages(), mainImage: { url: null, pendingFileName: 'marina-front.png' }, floorPlanImage: { url: savedImages().floorPlanImage.url, pendingFileName: 'floor-plan.png' } }}
      files={{ mainImage: loaded.front as File, floorPlanImage: loaded.plan as File }}
    />
  ),
  play: async ({ canvasElement }) => {
    const main = slot(canvasElement, form.fields.mainImage);
    await expectLoaded(within(main).getByRole('img', { name: form.images.preview(form.fields.mainImage) }));
    await expect(within(main).getByRole('img', { name: form.images.preview(form.fields.mainImage) }).getAttribute('src')).toMatch(/^blob:/);
    await expect(within(slot(canvasElement, form.fields.floorPlanImage)).getByText(text.pendingUpload('floor-plan.png'))).toBeVisible();
  },
};

/** Saved images the media service no longer has: the placeholder in their place. */
export const BrokenImages: Story = {
  args: { value: brokenImages() },
  play: async ({ canvasElement }) => {
    const main = slot(canvasElement, form.fields.mainImage);
    await waitFor(() => expect(within(main).getByRole('img', { name: form.images.preview(form.fields.mainImage) })).not.toHaveAttribute('src'));
    await expectLoaded(within(slot(canvasElement, form.fields.layoutImage)).getByRole('img'));
  },
};

/** Bad files (text named .png, 0 bytes, over 5 MB): each refused beside its slot, the saved image kept. */
export const RefusedFiles: Story = {
  args: { value: savedImages() },
  play: async ({ canvasElement, args }) => {
    const floorPlan = slot(canvasElement, form.fields.floorPlanImage);
    await userEvent.upload(fileInputOf(floorPlan), files.textNamedPng());
    await expect(await within(floorPlan).findByRole('alert')).toHaveTextContent(text.notAnImage);
    const layout = slot(canvasElement, form.fields.layoutImage);
    await userEvent.upload(fileInputOf(layout), files.empty());
    await expect(await within(layout).findByRole('alert')).toHaveTextContent(text.emptyFile);
    const main = slot(canvasElement, form.fields.mainImage);
    await userEvent.upload(fileInputOf(main), files.tooLarge());
    await expect(await within(main).findByRole('alert')).toHaveTextContent('File size should not exceed 5MB');
    await expect(args.onChoose).not.toHaveBeenCalled();
    await expect(within(floorPlan).getByRole('img', { name: form.images.preview(form.fields.floorPlanImage) })).toHaveAttribute('src', savedImages().floorPlanImage.url);
  },
};

/** The edit form's pick: JPG, PNG or GIF only; a WebP is refused with the edit form's message. */
export const EditRule: Story = {
  args: { value: savedImages(), rule: 'edit' },
  play: async ({ canvasElement, args }) => {
    const layout = slot(canvasElement, form.fields.layoutImage);
    await expect(within(layout).getByText(text.editHint(5))).toBeVisible();
    await userEvent.upload(fileInputOf(layout), files.webp(), { applyAccept: false });
    await expect(await within(layout).findByRole('alert')).toHaveTextContent('Please upload only JPG, PNG, or GIF files');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** A project's detail form: only the main image carries the asterisk and a required message. */
export const InProject: Story = {
  args: { required: mainOnlyRequired, errors: { mainImage: form.mainImageRequired } },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, form.fields.mainImage)).toHaveTextContent(`${form.fields.mainImage}${form.requiredMark}`);
    await expect(slot(canvasElement, form.fields.floorPlanImage)).not.toHaveTextContent(form.requiredMark);
    await expect(slot(canvasElement, form.fields.layoutImage)).not.toHaveTextContent(form.requiredMark);
    await expect(slot(canvasElement, form.fields.floorPlanImage)).not.toHaveAccessibleDescription();
  },
};

/** While the form saves: nothing to choose or remove. */
export const Disabled: Story = {
  args: { value: savedImages(), isDisabled: true },
  play: async ({ canvasElement }) => {
    const main = slot(canvasElement, form.fields.mainImage);
    await expect(within(main).getByRole('button', { name: form.images.change })).toBeDisabled();
    await expect(within(main).getByRole('button', { name: form.images.remove })).toBeDisabled();
  },
};

/** A phone: the slots one under another, nothing wider than the screen; choosing works the same. */
export const Narrow: Story = {
  args: { value: savedImages(), errors: { layoutImage: form.layoutImageRequired } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const main = slot(canvasElement, form.fields.mainImage);
    const floorPlan = slot(canvasElement, form.fields.floorPlanImage);
    await expect(floorPlan.getBoundingClientRect().top).toBeGreaterThanOrEqual(main.getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await userEvent.upload(fileInputOf(main), await gradientPictureFile('a-very-long-file-name-from-a-phone-camera-20261129-093015.png'));
    await expect(await within(main).findByText(text.pendingUpload('a-very-long-file-name-from-a-phone-camera-20261129-093015.png'))).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, listingStatusIds } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { gradientPictureFile } from '@marketplace/ui/testing';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PropertyForm } from './PropertyForm';
import { createStorySession } from '../shared/stories/storySession';
import { hostileTextStory } from '../shared/hostileText/hostileTextStory';

// The connected form on the sandbox (msw in the story's page) with a real session signed in as the
// demo agency; faults per story show what the agent sees when a call fails.
const { sandbox, signedInDecorators, signInDemoAgency } = createStorySession();
const copy = en.propertyForm;
const editCopy = en.propertyEdit;

const seed = createSeedData();
const approvedProject = seed.projects.find((project) => project.listingStatus?.id === listingStatusIds.approved)!;
const rejectedListing = seed.properties
  .map(({ property }) => property)
  .find((property) => property.agencyId === seed.demoAgency.id && property.listingStatus?.id === listingStatusIds.rejected && property.project == null)!;

const meta = {
  title: 'Screens/PropertyForm/Connected',
  component: PropertyForm,
  parameters: { layout: 'padded' },
  args: { target: { kind: 'standalone' }, onSaved: fn(), onCancel: fn(), draftStorage: null },
  argTypes: { target: { control: false } },
  decorators: signedInDecorators,
  beforeEach: ({ msw }) => signInDemoAgency(msw),
} satisfies Meta<typeof PropertyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const slow = { timeout: 10_000 };
const textField = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  // Pasted rather than typed key by key: the story runs on a shared machine within its time limit.
  await userEvent.paste(text);
}

/** The description's editor once lexical has loaded (it loads near the viewport). */
async function descriptionEditor(canvas: Canvas) {
  return waitFor(
    () => {
      const editor = canvas.getAllByRole('textbox', { name: copy.fields.description }).find((box) => box.getAttribute('contenteditable') === 'true');
      if (!editor) throw new Error('the description editor has not loaded');
      return editor;
    },
    { timeout: 15_000 },
  );
}

/** Fills what a standalone property needs: its name, amount, address, description and three images. */
async function fillStandalone(canvas: Canvas, name: string) {
  await typeInto(await canvas.findByRole('textbox', { name: copy.fields.name }, slow), name);
  await typeInto(textField(canvas, copy.fields.amount), '1250000');
  await typeInto(textField(canvas, copy.fields.address), 'Marina Gate 2, Dubai Marina, Dubai');
  await userEvent.click(await descriptionEditor(canvas));
  await userEvent.keyboard('Two bedrooms over the marina with a wide balcony.');
  for (const [label, file] of [
    [copy.fields.mainImage, 'front.png'],
    [copy.fields.floorPlanImage, 'floor-plan.png'],
    [copy.fields.layoutImage, 'layout.png'],
  ] as const) {
    const group = canvas.getByRole('group', { name: label });
    const input = group.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error(`no file input for ${label}`);
    await userEvent.upload(input, await gradientPictureFile(file));
    await expect(await within(group).findByText(en.propertyImages.pendingUpload(file))).toBeVisible();
  }
}

/** A new standalone property filled in and saved: handed back as created, stored pending review. */
export const Standalone: Story = {
  play: async ({ canvas, args }) => {
    const name = 'Marina Gate Two Bedroom Apartment';
    await fillStandalone(canvas, name);
    await userEvent.click(canvas.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ name }), 'created'), slow);
    const stored = sandbox.db.properties.list().find((property) => property.name === name);
    await expect(stored?.listingStatus?.id).toBe(listingStatusIds.pending);
    await expect(stored?.mainImageURL).toBeTruthy();
  },
};

/** The create call fails: the red banner with the server's status, and everything typed is still there. */
export const SaveFaultKeepsValues: Story = {
  beforeEach() {
    sandbox.faults.set('POST /api/property', { status: 500 });
  },
  play: async ({ canvas, args }) => {
    const name = 'Marina Gate Two Bedroom Apartment';
    await fillStandalone(canvas, name);
    await userEvent.click(canvas.getByRole('button', { name: copy.submit }));
    await expect(await canvas.findByText(/^Error: 500 - /, undefined, slow)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(textField(canvas, copy.fields.name)).toHaveValue(name);
    await expect(textField(canvas, copy.fields.address)).toHaveValue('Marina Gate 2, Dubai Marina, Dubai');
  },
};

/** A new unit of an approved project: the project's values read-only, and 'Add Property to Project'. */
export const InProject: Story = {
  args: { target: { kind: 'inProject', projectId: approvedProject.id } },
  play: async ({ canvas }) => {
    const address = await canvas.findByRole('textbox', { name: copy.fields.address }, slow);
    await expect(address).toHaveAttribute('readonly');
    await expect(address).toHaveValue(approvedProject.address ?? '');
    await expect(address).toHaveAccessibleDescription(copy.lockedHint);
    await expect(canvas.getByRole('button', { name: copy.submitInProject })).toBeVisible();
  },
};

/** A listing the admin rejected: the banner, Update Property, and the stored listing goes back to pending. */
export const EditRejected: Story = {
  args: { target: { kind: 'edit', propertyId: rejectedListing.id } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(editCopy.rejectedTitle, undefined, slow)).toBeVisible();
    await expect(textField(canvas, copy.fields.name)).toHaveValue(rejectedListing.name);
    await userEvent.click(canvas.getByRole('button', { name: editCopy.submit }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: rejectedListing.id }), 'updated'), slow);
    await expect(sandbox.db.properties.get(rejectedListing.id)?.listingStatus?.id).toBe(listingStatusIds.pending);
  },
};

/** Every lookup call fails: the warning, and the selects offer the built-in lists. */
export const LookupsFailing: Story = {
  beforeEach() {
    for (const route of [
      'GET /api/areas/search',
      'GET /api/amenities/search',
      'GET /api/constructionStatus/search',
      'GET /api/propertyFurnishingStatus/search',
      'GET /api/locationHighlightsType/search',
      'GET /api/property/offering-types',
      'GET /api/property/sale-types',
    ]) {
      sandbox.faults.set(route, { status: 500 });
    }
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.lookupsFallback, undefined, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(` ${copy.fields.area}$`) }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(Object.values(en.lookups.areas));
    await userEvent.keyboard('{Escape}');
  },
};

/** At 375 px: the whole form in one column, nothing wider than the screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(window.innerWidth).toBeLessThanOrEqual(375));
    await expect(await canvas.findByRole('button', { name: copy.submit }, slow)).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth));
  },
};

/** A listing whose every text, rich text and picture is a vector of the XSS corpus, opened for editing: its fields hold them as text, nothing runs or loads. */
export const HostileText: Story = { args: { target: { kind: 'edit', propertyId: rejectedListing.id } }, ...hostileTextStory(sandbox) };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultPropertyFormValues, en, projectLockedFields, projectUnitFormValues, propertyFormValuesOf } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PropertyFormView } from './PropertyFormView';
import { draftTargetOf } from './propertyFormTarget';
import { editStoryProject, editStoryStates, editStoryStandalone, editStoryUnit } from './edit/stories/editStoryData';
import {
  failedOutcome,
  fullStoryForm,
  savedListsOf,
  savedOutcome,
  storyCategories,
  storyLookups,
  storyProjectPart,
  storyProperty,
} from './stories/propertyFormStoryData';
import { createStorySandbox } from '../shared/stories/storySandbox';

// The pure form; its connected parts (the media editor, Manage Locations) read the sandbox.
const { connectedMeta } = createStorySandbox();
const copy = en.propertyForm;
const editCopy = en.propertyEdit;

const project = editStoryProject();
const rejected = editStoryStandalone(editStoryStates.rejected);
const unit = editStoryUnit(editStoryStates.projectPending, project);
const full = fullStoryForm();

const meta = {
  title: 'Screens/PropertyForm/View',
  component: PropertyFormView,
  ...connectedMeta({ signedIn: true }),
  parameters: { layout: 'padded' },
  args: {
    mode: 'create',
    kind: 'standalone',
    initialValues: defaultPropertyFormValues(),
    lookups: storyLookups(),
    categories: storyCategories(null),
    onPropertyTypeChange: fn(),
    onSave: fn(async () => savedOutcome(storyProperty())),
    onSaved: fn(),
    isSaving: false,
    onCancel: fn(),
    draftTarget: draftTargetOf({ kind: 'standalone' }),
    draftStorage: null,
  },
  argTypes: { initialValues: { control: false }, initialLists: { control: false }, lookups: { control: false } },
} satisfies Meta<typeof PropertyFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const submit = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });
const textField = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });

/** A new standalone property: Save with nothing filled names every required field and focuses the first. */
export const NewStandalone: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: copy.addTitle })).toBeVisible();
    await userEvent.click(submit(canvas, copy.submit));
    for (const message of [
      copy.fieldRequired(copy.fields.name),
      copy.fieldRequired(copy.fields.description),
      copy.fieldRequired(copy.fields.address),
      copy.fieldRequired(copy.fields.amount),
      copy.mainImageRequired,
      copy.floorPlanImageRequired,
      copy.layoutImageRequired,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getByText(copy.fixErrors(7))).toBeVisible();
    await waitFor(() => expect(textField(canvas, copy.fields.name)).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** What the form starts from is still loading: the title over a skeleton, no form yet. */
export const Loading: Story = {
  args: { initialValues: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: copy.addTitle })).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** The property could not be read: the message with its retry, no form. */
export const LoadError: Story = {
  args: { mode: 'edit', initialValues: undefined, loadError: en.reviewLists.fetchFailed, onRetry: fn(), draftTarget: draftTargetOf({ kind: 'edit', propertyId: rejected.id }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(en.reviewLists.fetchFailed)).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: en.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A new unit of a project: the project's fields read-only with where they come from, its highlights listed. */
export const InProject: Story = {
  args: {
    kind: 'inProject',
    initialValues: projectUnitFormValues(project),
    lockedFields: projectLockedFields,
    projectPart: storyProjectPart(project),
    categories: storyCategories(projectUnitFormValues(project).propertyTypeId),
    draftTarget: draftTargetOf({ kind: 'inProject', projectId: project.id }),
  },
  play: async ({ canvas }) => {
    const address = textField(canvas, copy.fields.address);
    await expect(address).toHaveAttribute('readonly');
    await expect(address).toHaveValue(project.address ?? '');
    await expect(address).toHaveAccessibleDescription(copy.lockedHint);
    await expect(canvas.getByText(copy.highlightsSummary(2))).toBeVisible();
    await expect(submit(canvas, copy.submitInProject)).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.backToProjects })).toBeVisible();
  },
};

/** Editing a listing the admin rejected: the banner with the reason, and Update Property. */
export const EditRejected: Story = {
  args: {
    mode: 'edit',
    property: rejected,
    initialValues: propertyFormValuesOf(rejected),
    initialLists: savedListsOf(rejected),
    categories: storyCategories(propertyFormValuesOf(rejected).propertyTypeId),
    draftTarget: draftTargetOf({ kind: 'edit', propertyId: rejected.id }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: copy.editTitle })).toBeVisible();
    await expect(canvas.getByText(editCopy.rejectedTitle)).toBeVisible();
    await expect(canvas.getByText(rejected.rejectedOrBlockReason ?? '', { exact: false })).toBeVisible();
    await expect(textField(canvas, copy.fields.name)).toHaveValue(rejected.name);
    await expect(submit(canvas, editCopy.submit)).toBeVisible();
    await expect(canvas.getByRole('button', { name: editCopy.cancel })).toBeVisible();
  },
};

/** Editing a unit of a project: the project and developer cards above the form, the project's fields locked. */
export const EditProjectUnit: Story = {
  args: {
    mode: 'edit',
    kind: 'inProject',
    property: unit,
    initialValues: propertyFormValuesOf(unit),
    initialLists: savedListsOf(unit),
    lockedFields: projectLockedFields,
    projectPart: storyProjectPart(project),
    categories: storyCategories(propertyFormValuesOf(unit).propertyTypeId),
    draftTarget: draftTargetOf({ kind: 'edit', propertyId: unit.id }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(editCopy.projectPropertyTitle)).toBeVisible();
    await expect(canvas.getByText(editCopy.projectDetails)).toBeVisible();
    await expect(canvas.getAllByText(project.name).length).toBeGreaterThan(0);
    await expect(textField(canvas, copy.fields.address)).toHaveAttribute('readonly');
    await expect(submit(canvas, editCopy.submit)).toBeVisible();
  },
};

/** Some lookups failed: the warning, and the selects still offer the built-in lists. */
export const LookupsFallback: Story = {
  args: { lookups: storyLookups(['areas', 'amenities']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.lookupsFallback)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: Object.values(en.lookups.amenities)[0] })).toBeInTheDocument();
  },
};

/** The server refuses the save: the red banner with its message, everything typed still there. */
export const SaveFails: Story = {
  args: {
    initialValues: propertyFormValuesOf(storyProperty()),
    categories: storyCategories(propertyFormValuesOf(storyProperty()).propertyTypeId),
    onSave: fn(async () => failedOutcome('Error: 500 - Internal Server Error')),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(submit(canvas, copy.submit));
    await expect(await canvas.findByText('Error: 500 - Internal Server Error')).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(textField(canvas, copy.fields.name)).toHaveValue(storyProperty().name);
    await expect(textField(canvas, copy.fields.address)).toHaveValue(storyProperty().address ?? '');
  },
};

/** A save is running: the submit reads 'Saving...' and cannot be pressed again. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvas, args }) => {
    const button = submit(canvas, copy.saving);
    await expect(button).toBeVisible();
    await userEvent.click(button);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Everything at its longest: a long name, every amenity, every highlight of its area and five payment plans. */
export const Full: Story = {
  args: {
    mode: 'edit',
    property: full.property,
    initialValues: full.values,
    initialLists: full.lists,
    categories: storyCategories(full.values.propertyTypeId),
    draftTarget: draftTargetOf({ kind: 'edit', propertyId: full.property.id }),
  },
  play: async ({ canvas }) => {
    await expect(textField(canvas, copy.fields.name)).toHaveValue(full.values.name);
    await expect(canvas.getByText(copy.highlightsSummary(full.lists.locationHighlights.length))).toBeVisible();
    const amenities = canvas.getAllByRole('group', { name: copy.sections.amenities }).at(-1) as HTMLElement;
    for (const box of within(amenities).getAllByRole('checkbox')) await expect(box).toBeChecked();
  },
};

/** At 375 px: one column, nothing wider than the screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(window.innerWidth).toBeLessThanOrEqual(375));
    await expect(submit(canvas, copy.submit)).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth));
  },
};

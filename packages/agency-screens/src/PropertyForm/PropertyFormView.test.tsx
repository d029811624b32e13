import { createApiClient, fallbackLookups, type Lookups } from '@marketplace/api-client';
import {
  defaultPropertyFormValues,
  en,
  listingStatusIds,
  listingQualityRules,
  projectLockedFields,
  projectLockedValues,
  projectUnitFormValues,
  propertyFormValuesOf,
  type PropertyFormValues,
} from '@marketplace/domain';
import { createLookupLists, createProject, createProperty, createSeededRandom } from '@marketplace/domain/fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { propertyDraftKey, readPropertyDraft, writePropertyDraft, type DraftStorage } from './draft/propertyDraft';
import { PropertyFormView, type PropertyFormSubmission, type PropertyFormViewProps } from './PropertyFormView';
import type { PropertySaveOutcome } from './save/savePropertyForm';
import { apiWrapper, serveSandbox, testHosts } from '../shared/sandboxServer.testing';

// Media and Manage Locations are connected parts: the sandbox answers anything they ask.
serveSandbox();

const form = en.propertyForm;
const fields = form.fields;
const draftCopy = en.propertyDraft;
const lookups: Lookups = { ...fallbackLookups(en.lookups), fallbacks: [] };
const residential = 2;
const residentialCategories = createLookupLists().propertyTypes.find((type) => type.id === residential)!.propertyCategoryList ?? [];

/** A saved standalone listing: all three images, a description, every number in range. */
const fullProperty = () => createProperty(createSeededRandom(1701), { id: 1701 });
const fullValues = (): PropertyFormValues => propertyFormValuesOf(fullProperty());

/** A Web Storage stand-in over a Map, so a test can read what the form kept. */
function memoryStorage(): DraftStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A save the test settles itself. */
function pendingSave() {
  let settle: (outcome: PropertySaveOutcome) => void = () => undefined;
  const onSave = vi.fn((_submission: PropertyFormSubmission) => new Promise<PropertySaveOutcome>((resolve) => (settle = resolve)));
  return { onSave, settle: (outcome: PropertySaveOutcome) => settle(outcome) };
}

function setup(overrides: Partial<PropertyFormViewProps> = {}) {
  const props: PropertyFormViewProps = {
    mode: 'create',
    kind: 'standalone',
    initialValues: defaultPropertyFormValues(),
    lookups,
    categories: { typeId: null, items: [], isLoading: false },
    onPropertyTypeChange: vi.fn(),
    onSave: vi.fn(async () => ({ ok: true as const, property: fullProperty() })),
    isSaving: false,
    onCancel: vi.fn(),
    draftTarget: { kind: 'new' },
    draftStorage: null,
    ...overrides,
  };
  const user = userEvent.setup();
  const view = render(<PropertyFormView {...props} />, { wrapper: apiWrapper(createApiClient({ ...testHosts, getToken: () => null })) });
  const rerender = (next: Partial<PropertyFormViewProps>) => {
    Object.assign(props, next);
    view.rerender(<PropertyFormView {...props} />);
  };
  return { props, user, rerender };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const submitButton = (name: string = form.submit) => screen.getByRole('button', { name });
/** A react-aria select's trigger, named by its selected value (or the placeholder) and then its label. */
const selectTrigger = (label: string) => screen.getByRole('button', { name: new RegExp(`(^| )${label}$`) });
const alertSaying = (text: string) => waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(text))).toBe(true));

async function retype(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.clear(textbox(name));
  await user.type(textbox(name), text);
}

const requiredMessages = [
  form.fieldRequired(fields.name),
  form.fieldRequired(fields.amount),
  form.fieldRequired(fields.description),
  form.fieldRequired(fields.address),
  form.mainImageRequired,
  form.floorPlanImageRequired,
  form.layoutImageRequired,
];

describe('PropertyFormView: checking', () => {
  it("refuses an empty form with the spec's messages, saves nothing and focuses Property Name", async () => {
    const { user, props } = setup();
    await user.click(submitButton());
    for (const message of requiredMessages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requiredMessages).toEqual([
      'Property Name is required.',
      'Property Amount (AED) is required.',
      'Description is required.',
      'Address is required.',
      'Main Image is required.',
      'Master Plan Image is required.',
      'Layout Image is required.',
    ]);
    expect(props.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(textbox(fields.name)).toHaveFocus());
    expect(textbox(fields.name)).toHaveAccessibleDescription(form.fieldRequired(fields.name));
  });

  it('marks Description required as Property Name is: named by its label, required, the same red asterisk after it', () => {
    setup();
    const name = textbox(fields.name);
    const description = textbox(fields.description);
    expect(name).toBeRequired();
    expect(description).toBeRequired();
    // The label's own text is the field's name; the asterisk is a hidden element after it, styled as every field's.
    const nameMark = within(screen.getByText(fields.name, { selector: 'label' })).getByText('*');
    const descriptionLabel = screen.getByText(fields.description, { selector: 'label, span' });
    const descriptionMark = within(descriptionLabel).getByText('*');
    expect(descriptionLabel).toHaveTextContent(`${fields.description}*`, { normalizeWhitespace: false });
    expect(descriptionMark).toHaveAttribute('aria-hidden', 'true');
    expect(descriptionMark).toHaveClass(nameMark.className);
  });

  it("asks only for the main image in a project's detail form", async () => {
    const { user, props } = setup({ kind: 'inProject' });
    await user.click(submitButton());
    expect(await screen.findByText(form.mainImageRequired)).toBeInTheDocument();
    expect(screen.queryByText(form.floorPlanImageRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(form.layoutImageRequired)).not.toBeInTheDocument();
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it.each([
    ['with separators and the currency', '1,250,000 AED'],
    ['in Arabic-Indic digits', '١٢٥٠٠٠٠'],
  ])('takes an amount typed %s and hands it on as typed', async (_how, typed) => {
    const { user, props } = setup({ initialValues: fullValues() });
    await retype(user, fields.amount, typed);
    await user.click(submitButton());
    await waitFor(() => expect(props.onSave).toHaveBeenCalledOnce());
    expect(vi.mocked(props.onSave).mock.calls[0]![0].values.amount).toBe(typed);
    expect(textbox(fields.amount)).not.toBeInvalid();
  });

  it('says a number field holds no number, and Completion % is at most 100', async () => {
    const { user, props } = setup({ initialValues: fullValues() });
    await retype(user, fields.numOfRooms, '12abc');
    await retype(user, fields.completePct, '150');
    await user.click(submitButton());
    expect(await screen.findByText('Number of Rooms must be a number, such as 1,250,000.')).toBeInTheDocument();
    expect(screen.getByText('Completion % must be at most 100.')).toBeInTheDocument();
    expect(textbox(fields.numOfRooms)).toBeInvalid();
    expect(props.onSave).not.toHaveBeenCalled();
  });
});

describe('PropertyFormView: saving', () => {
  it("saves a valid form once, reads 'Saving...' while the save runs and cannot be pressed again", async () => {
    const values = fullValues();
    const save = pendingSave();
    const { user, rerender } = setup({ initialValues: values, onSave: save.onSave });
    await user.click(submitButton());
    await waitFor(() => expect(save.onSave).toHaveBeenCalledOnce());
    expect(save.onSave.mock.calls[0]![0].values).toEqual(values);
    expect(save.onSave.mock.calls[0]![0].files).toEqual({});

    rerender({ isSaving: true });
    const saving = screen.getByRole('button', { name: form.saving });
    await user.click(saving);
    await user.keyboard('{Enter}');
    expect(save.onSave).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: form.cancel })).toBeDisabled();
    save.settle({ ok: true, property: fullProperty() });
  });

  // While `isSaving` is still false (the parent has not re-rendered yet, or a caller's onSave does not
  // dedupe), a double click must still save once: the view guards its own submit.
  it('calls onSave once for a double click before isSaving arrives', async () => {
    const save = pendingSave();
    const { user } = setup({ initialValues: fullValues(), onSave: save.onSave });
    await user.dblClick(submitButton());
    await waitFor(() => expect(save.onSave).toHaveBeenCalled());
    // Both clicks' checks are asynchronous: give the second one the time the first one took.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(save.onSave).toHaveBeenCalledOnce();
  });

  it("shows a failed save's message and keeps every value typed", async () => {
    const onSave = vi.fn(async () => ({ ok: false as const, message: 'Error: 500 - Internal Server Error', uploaded: {} }));
    const { user, props } = setup({ initialValues: fullValues(), onSave });
    await retype(user, fields.name, 'Marina Gate Tower 2, Unit 1804');
    await retype(user, fields.amount, '2,450,000');
    await retype(user, fields.numOfBedrooms, '3');
    await user.click(submitButton());
    await alertSaying('Error: 500 - Internal Server Error');
    expect(onSave).toHaveBeenCalledOnce();
    expect(textbox(fields.name)).toHaveValue('Marina Gate Tower 2, Unit 1804');
    expect(textbox(fields.amount)).toHaveValue('2,450,000');
    expect(textbox(fields.numOfBedrooms)).toHaveValue('3');
    expect(textbox(fields.address)).toHaveValue(fullValues().address);
    expect(props.onSaved).toBeUndefined();
  });

  it('hands the saved property on after a successful save', async () => {
    const onSaved = vi.fn();
    const saved = fullProperty();
    const { user } = setup({ initialValues: fullValues(), onSave: vi.fn(async () => ({ ok: true as const, property: saved })), onSaved });
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
  });
});

describe('PropertyFormView: a unit of a project', () => {
  const project = createProject(createSeededRandom(1702), { id: 1702 });

  it("shows the project's fields read-only with 'Inherited from the project', and the unit's own editable", () => {
    setup({ kind: 'inProject', initialValues: projectUnitFormValues(project), lockedFields: projectLockedFields });
    for (const name of [fields.address, fields.roi]) {
      expect(textbox(name)).toHaveAttribute('readonly');
      expect(textbox(name)).toHaveAccessibleDescription(form.lockedHint);
    }
    expect(textbox(fields.address)).toHaveValue(project.address);
    expect(textbox(fields.amount)).not.toHaveAttribute('readonly');
    expect(textbox(fields.amount)).not.toHaveAccessibleDescription(form.lockedHint);
    expect(selectTrigger(fields.propertyType)).toBeDisabled();
    expect(selectTrigger(fields.propertyType)).toHaveAccessibleDescription(form.lockedHint);
    expect(selectTrigger(fields.offeringType)).toBeEnabled();
  });

  it("saves a unit with the project's locked values, whatever the form started from", async () => {
    // A draft from before the project changed, or a hand-edited one: the locked fields differ from the project's.
    const started = { ...fullValues(), ...projectLockedValues(project), name: 'Unit 2207', address: 'Typed over: Al Barsha 1', roi: '12' };
    const { user, props } = setup({
      kind: 'inProject',
      initialValues: started,
      lockedFields: projectLockedFields,
      projectPart: { project, developer: null, highlights: [] },
    });
    await user.click(submitButton(form.submitInProject));
    await waitFor(() => expect(props.onSave).toHaveBeenCalledOnce());
    const { values } = vi.mocked(props.onSave).mock.calls[0]![0];
    expect(values).toMatchObject({ name: 'Unit 2207', address: project.address, roi: String(project.roi) });
  });

  it('lets nothing typed into a locked field change it', async () => {
    const { user } = setup({ kind: 'inProject', initialValues: projectUnitFormValues(project), lockedFields: projectLockedFields });
    await user.type(textbox(fields.address), ' and more');
    expect(textbox(fields.address)).toHaveValue(project.address);
  });
});

describe('PropertyFormView: type and category', () => {
  it('selects the first category of the type chosen once its categories arrive', async () => {
    const onPropertyTypeChange = vi.fn();
    const { user, rerender } = setup({ onPropertyTypeChange });
    await user.click(selectTrigger(fields.propertyType));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Residential' }));
    expect(onPropertyTypeChange).toHaveBeenCalledWith(residential);

    rerender({ categories: { typeId: residential, items: [], isLoading: true } });
    expect(screen.getByText(form.categoriesLoading)).toBeInTheDocument();
    rerender({ categories: { typeId: residential, items: residentialCategories, isLoading: false } });
    await waitFor(() => expect(selectTrigger(fields.propertyCategory)).toHaveTextContent(residentialCategories[0]?.name ?? 'no first category'));
    expect(screen.queryByText(form.categoriesLoading)).not.toBeInTheDocument();
  });

  it("clears the category and says so when the type chosen has none", async () => {
    const values = fullValues();
    const { user, rerender } = setup({
      initialValues: values,
      categories: { typeId: values.propertyTypeId, items: residentialCategories, isLoading: false },
    });
    const other = values.propertyTypeId === residential ? 'Commercial' : 'Residential';
    const otherId = other === 'Residential' ? residential : 1;
    await user.click(selectTrigger(fields.propertyType));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: other }));
    rerender({ categories: { typeId: otherId, items: [], isLoading: false } });
    expect(await screen.findByText('This property type has no categories.')).toBeInTheDocument();
    expect(selectTrigger(fields.propertyCategory)).toHaveTextContent(form.selectPlaceholder);
  });
});

// react-aria ties a select's description to its trigger only when it is there at mount; the category
// note ('Loading categories...', 'This property type has no categories.') comes later and must still
// be announced with the select.
it('announces the category note on the Property Category select', async () => {
  const { user, rerender } = setup();
  await user.click(selectTrigger(fields.propertyType));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Commercial' }));
  rerender({ categories: { typeId: 1, items: [], isLoading: false } });
  expect(await screen.findByText(form.noCategories)).toBeInTheDocument();
  expect(selectTrigger(fields.propertyCategory)).toHaveAccessibleDescription(form.noCategories);
});

describe('PropertyFormView: dates', () => {
  it('warns when the handover comes before the sale start, and still saves', async () => {
    const { user, props } = setup({ initialValues: { ...fullValues(), saleStartDate: '2026-06-01', handoverDate: '2026-09-30' } });
    expect(screen.queryByText(form.handoverBeforeSaleStart)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(fields.handoverDate));
    await user.type(screen.getByLabelText(fields.handoverDate), '2026-01-15');
    expect(await screen.findByText('The handover date is before the sale start date. Check both dates.')).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(props.onSave).toHaveBeenCalledOnce());
    expect(vi.mocked(props.onSave).mock.calls[0]![0].values).toMatchObject({ saleStartDate: '2026-06-01', handoverDate: '2026-01-15' });
  });
});

describe('PropertyFormView: editing', () => {
  it("shows 'Property Rejected' for a rejected listing and offers 'Update Property'", () => {
    const property = createProperty(createSeededRandom(1703), { id: 1703 }, { reviewState: { listingStatusId: listingStatusIds.rejected, developerApprovalStatus: 'APPROVED' } });
    expect(property.listingStatus?.id).toBe(9);
    setup({ mode: 'edit', property, initialValues: propertyFormValuesOf(property), draftTarget: { kind: 'edit', propertyId: property.id } });
    expect(screen.getByRole('heading', { name: form.editTitle })).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Property Rejected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Property' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: form.submit })).not.toBeInTheDocument();
    expect(textbox(fields.name)).toHaveValue(property.name);
  });
});

describe('PropertyFormView: drafts and leaving', () => {
  it('offers a kept draft and restores its values', async () => {
    const storage = memoryStorage();
    writePropertyDraft(storage, { kind: 'new' }, {
      savedAt: new Date().toISOString(),
      values: { ...defaultPropertyFormValues(), name: 'Draft: Creek Vista 3BR' },
      locationHighlights: [],
      propertyMedia: [],
      paymentPlans: [],
    });
    const { user } = setup({ draftStorage: storage });
    expect(await screen.findByText(draftCopy.restoreTitle)).toBeInTheDocument();
    expect(textbox(fields.name)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: draftCopy.restore }));
    expect(textbox(fields.name)).toHaveValue('Draft: Creek Vista 3BR');
    expect(screen.queryByText(draftCopy.restoreTitle)).not.toBeInTheDocument();
  });

  it('keeps a draft of what is typed after a pause', async () => {
    const storage = memoryStorage();
    const { user } = setup({ draftStorage: storage });
    await user.type(textbox(fields.name), 'Palm View Villa');
    await waitFor(() => expect(readPropertyDraft(storage, { kind: 'new' })?.values.name).toBe('Palm View Villa'), { timeout: 3000 });
    expect([...storage.items.keys()]).toEqual([propertyDraftKey({ kind: 'new' })]);
  });

  it('asks before leaving with unsaved changes, and Stay keeps the form', async () => {
    const { user, props } = setup();
    await user.type(textbox(fields.name), 'Half-typed listing');
    await user.click(screen.getByRole('button', { name: form.cancel }));
    const dialog = await screen.findByRole('alertdialog', { name: draftCopy.leaveTitle });
    await user.click(within(dialog).getByRole('button', { name: draftCopy.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(props.onCancel).not.toHaveBeenCalled();
    expect(textbox(fields.name)).toHaveValue('Half-typed listing');
  });

  it('leaves at once without changes', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: form.cancel }));
    expect(props.onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('PropertyFormView: listing quality', () => {
  it('scores the form once typing pauses: a clear title earns its points', async () => {
    const { user } = setup();
    // Narrow in jsdom: the panel is folded, its summary showing the score.
    expect(screen.getAllByText(en.listingQuality.score(0)).length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: fields.name }), 'Marina Gate Residences');
    expect((await screen.findAllByText(en.listingQuality.score(listingQualityRules.title.points))).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(en.listingQuality.score(0))).toHaveLength(0);
  });
});

import { createApiClient, type ApiClient } from '@marketplace/api-client';
import { en, highlightMarkerColours, projectHighlightColour, existingHighlightColour, type LocationHighlightDraft } from '@marketplace/domain';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiWrapper, demoAgencyTestToken, serveSandbox, testHosts } from '../../shared/sandboxServer.testing';
import { ManageLocationsHarness, type ManageLocationsHarnessProps } from './stories/ManageLocationsHarness';
import { projectHighlights, savedHighlights } from './stories/highlightStoryData';
import { useHighlightEditor, type HighlightEditorOptions } from './useHighlightEditor';

const { sandbox } = serveSandbox();
const messages = en.locationHighlights;
const picker = en.mapPicker;
const typesRoute = 'GET /api/locationHighlightsType/search';

const testClient = (): ApiClient => createApiClient({ ...testHosts, getToken: demoAgencyTestToken });

function setup(props: Partial<ManageLocationsHarnessProps> = {}) {
  const onChange = vi.fn<(value: LocationHighlightDraft[]) => void>();
  const onDone = vi.fn<(value: LocationHighlightDraft[]) => void>();
  const user = userEvent.setup();
  const Wrapper = apiWrapper(testClient());
  render(
    <Wrapper>
      <ManageLocationsHarness onChange={onChange} onDone={onDone} {...props} />
    </Wrapper>,
  );
  const dialog = screen.getByRole('dialog', { name: messages.manageLocations });
  const inDialog = within(dialog);
  const lastValue = () => onChange.mock.lastCall?.[0] ?? [];
  return {
    user,
    dialog,
    onChange,
    onDone,
    lastValue,
    labelField: () => inDialog.getByRole('textbox', { name: messages.labelField }),
    coordinates: () => inDialog.getByRole('textbox', { name: picker.coordinatesLabel }),
    addButton: () => inDialog.getByRole('button', { name: messages.add }),
    typeTrigger: () => inDialog.getByRole('button', { name: new RegExp(messages.typeField) }),
    listItems: () => within(inDialog.getByRole('region', { name: messages.listLabel })).queryAllByRole('listitem'),
  };
}

type Setup = ReturnType<typeof setup>;

async function chooseType({ user, typeTrigger }: Setup, name: string) {
  await user.click(typeTrigger());
  await user.click(await screen.findByRole('option', { name }));
}

async function addHighlight(view: Setup, label: string, type: string, coordinates: string) {
  await view.user.clear(view.labelField());
  await view.user.type(view.labelField(), label);
  await chooseType(view, type);
  await view.user.clear(view.coordinates());
  await view.user.type(view.coordinates(), `${coordinates}{Enter}`);
  await view.user.click(view.addButton());
}

describe('ManageLocations', () => {
  it('shows the message of each missing part and enables Add only when label, type and position are all there', async () => {
    const view = setup();
    const { dialog, user, addButton } = view;
    expect(within(dialog).getByText(messages.labelRequired)).toBeVisible();
    // While the types load, the select says so; then it asks for one.
    expect(within(dialog).getByText(messages.typesLoading)).toBeVisible();
    expect(await within(dialog).findByText(messages.typeRequired)).toBeVisible();
    expect(within(dialog).getAllByText(messages.positionRequired).length).toBeGreaterThan(0);
    expect(addButton()).toBeDisabled();

    await user.type(view.labelField(), '   ');
    expect(within(dialog).getByText(messages.labelRequired)).toBeVisible();
    await user.type(view.labelField(), 'Dubai Mall');
    expect(within(dialog).queryByText(messages.labelRequired)).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();

    await chooseType(view, 'Shopping');
    expect(within(dialog).queryByText(messages.typeRequired)).not.toBeInTheDocument();
    expect(addButton()).toBeDisabled();

    await user.type(view.coordinates(), '25.1985, 55.2796{Enter}');
    expect(within(dialog).getByText(picker.selectedCoordinates('25.198500', '55.279600'))).toBeVisible();
    expect(addButton()).toBeEnabled();
  });

  it('adds highlights with temporary negative ids and empties the form after each', async () => {
    const view = setup();
    await addHighlight(view, 'Dubai Mall', 'Shopping', '25.1985, 55.2796');
    expect(view.lastValue()).toEqual([
      { id: -1, label: 'Dubai Mall', latitude: 25.1985, longitude: 55.2796, highlightsType: { id: 2, name: 'Shopping', description: 'Malls and shopping centres' } },
    ]);
    expect(view.labelField()).toHaveValue('');
    expect(view.addButton()).toBeDisabled();
    await addHighlight(view, 'Burj Park', 'Park', '25.1942, 55.2722');
    expect(view.lastValue().map((highlight) => highlight.id)).toEqual([-1, -2]);
    expect(view.listItems().map((item) => within(item).getAllByText(/./)[0]?.textContent)).toEqual(['Dubai Mall', 'Burj Park']);
  });

  it('loads a highlight into the form to edit it: Add reads Update, Cancel edit leaves it unchanged', async () => {
    const saved = savedHighlights(2);
    const [first] = saved;
    const view = setup({ initialValue: saved });
    const { user, dialog } = view;
    await user.click(within(dialog).getByRole('button', { name: messages.editItem(first!.label) }));
    expect(view.labelField()).toHaveValue(first!.label);
    expect(within(dialog).queryByRole('button', { name: messages.add })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.cancelEdit }));
    expect(view.labelField()).toHaveValue('');
    expect(view.onChange).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: messages.editItem(first!.label) }));
    await user.clear(view.labelField());
    await user.type(view.labelField(), 'Renamed place');
    await user.click(within(dialog).getByRole('button', { name: messages.update }));
    expect(view.lastValue()).toHaveLength(2);
    expect(view.lastValue()[0]).toEqual({ ...first, label: 'Renamed place', highlightsType: expect.objectContaining({ id: first!.highlightsType?.id }) });
    expect(view.lastValue()[0]?.isExisting).toBe(true);
    expect(within(dialog).getByRole('button', { name: messages.add })).toBeDisabled();
  });

  it("removes a highlight; the project's are listed without edit or remove", async () => {
    const project = projectHighlights(2);
    const saved = savedHighlights(2);
    const view = setup({ initialValue: saved, projectHighlights: project });
    const { user, dialog } = view;
    expect(view.listItems()).toHaveLength(4);
    expect(within(dialog).getAllByText(messages.fromProject)).toHaveLength(2);
    expect(within(dialog).getAllByText(messages.existing)).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: messages.editItem(project[0]!.label) })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: messages.removeItem(saved[1]!.label) }));
    expect(view.lastValue()).toEqual([saved[0]]);
    expect(view.listItems()).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: messages.done }));
    expect(view.onDone).toHaveBeenCalledWith([saved[0]]);
  });

  it('offers the built-in highlight types when the lookup fails, and says so', async () => {
    sandbox.faults.set(typesRoute, { status: 500 });
    const view = setup();
    expect(await within(view.dialog).findByText(messages.typesFallback)).toBeVisible();
    await view.user.click(view.typeTrigger());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(Object.values(en.lookups.highlightTypes));
  });

  it("shows the lookup's types when it answers", async () => {
    const view = setup();
    await view.user.click(view.typeTrigger());
    expect(await screen.findByRole('option', { name: 'Beach' })).toBeVisible();
    expect(within(view.dialog).queryByText(messages.typesFallback)).not.toBeInTheDocument();
  });

  it('adds a highlight with the keyboard only, its position typed as coordinates', async () => {
    const view = setup();
    const { user, dialog } = view;
    await waitFor(() => expect(within(dialog).queryByText(messages.typesLoading)).not.toBeInTheDocument());
    view.labelField().focus();
    await user.keyboard('Dubai Opera');
    await user.tab();
    expect(view.typeTrigger()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'School' })).toHaveFocus());
    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(view.typeTrigger()).toHaveTextContent('Landmark'));
    view.coordinates().focus();
    await user.keyboard('25.1955, 55.2723{Enter}');
    // Tab from the coordinates field reaches 'Go to coordinates', then Add.
    await user.tab();
    await user.tab();
    expect(view.addButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(view.lastValue()).toEqual([expect.objectContaining({ id: -1, label: 'Dubai Opera', latitude: 25.1955, longitude: 55.2723, highlightsType: expect.objectContaining({ id: 10 }) })]);
  });
});

describe('useHighlightEditor', () => {
  function renderEditor(options: Partial<HighlightEditorOptions> = {}) {
    let value: LocationHighlightDraft[] = [...(options.value ?? [])];
    const hook = renderHook((props: Partial<HighlightEditorOptions>) => useHighlightEditor({ value, onChange: (next) => (value = next), onDone: vi.fn(), ...props }), {
      wrapper: apiWrapper(testClient()),
      initialProps: options,
    });
    const addAt = (label: string, latitude: number) => {
      act(() => hook.result.current.form.onLabelChange(label));
      act(() => hook.result.current.form.onTypeChange(1));
      act(() => hook.result.current.map.onPick({ latitude, longitude: 55.27 }));
      act(() => hook.result.current.form.onSubmit());
      hook.rerender({ ...options, value });
    };
    return { hook, addAt, value: () => value };
  }

  it("gives new highlights the 10 colours in turn, purple to the project's and amber to saved ones", async () => {
    const { hook, addAt, value } = renderEditor({ projectHighlights: projectHighlights(1), value: savedHighlights(1) });
    await waitFor(() => expect(hook.result.current.form.typesStatus).toBe('loaded'));
    for (let index = 0; index < 11; index += 1) addAt(`Place ${index}`, 25.1 + index / 100);
    expect(value().slice(1).map((highlight) => highlight.id)).toEqual([-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11]);
    const colours = hook.result.current.map.markers.map((marker) => marker.colour);
    expect(colours).toEqual([projectHighlightColour, existingHighlightColour, ...highlightMarkerColours, highlightMarkerColours[0]]);
  });

  it("opens on the property's location at zoom 15, or on the default centre", () => {
    expect(renderEditor({ centre: { latitude: 25.08, longitude: 55.14 } }).hook.result.current.map).toMatchObject({ centre: { latitude: 25.08, longitude: 55.14 }, zoom: 15 });
    expect(renderEditor().hook.result.current.map.centre).toEqual({ latitude: 25.2048, longitude: 55.2708 });
  });
});

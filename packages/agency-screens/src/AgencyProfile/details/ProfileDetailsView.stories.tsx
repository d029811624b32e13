import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, profileTextMaxLengths } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoProfile, sparseProfile, storyServiceAreas } from './stories/profileStoryData';
import { StatefulProfileDetailsView } from './stories/StatefulProfileDetailsView';

const text = en.agencyProfile;

const meta = {
  title: 'Screens/AgencyProfile/Details/View',
  component: StatefulProfileDetailsView,
  parameters: { layout: 'padded' },
  args: { profile: demoProfile, serviceAreas: storyServiceAreas, save: fn() },
} satisfies Meta<typeof StatefulProfileDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** View mode: the saved values, links for web addresses and e-mails. */
export const ViewMode: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.editProfile })).toBeVisible();
    await expect(canvas.getByText(demoProfile.name ?? '')).toBeVisible();
    await expect(canvas.getByRole('link', { name: demoProfile.businessEmail ?? '' })).toHaveAttribute('href', `mailto:${demoProfile.businessEmail}`);
  },
};

/** Empty fields read 'Not provided'. */
export const NotProvided: Story = {
  args: { profile: sparseProfile, initialTab: 'socialMedia' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(text.notProvided)).toHaveLength(2);
  },
};

/** Edit mode: inputs holding the saved values, Cancel and Save Changes. */
export const EditMode: Story = {
  args: { startEditing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(text.fields.name)).toHaveValue(demoProfile.name);
    await expect(canvas.getByRole('button', { name: text.saveChanges })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: text.cancel })).toBeEnabled();
  },
};

export const BasicInfoTab: Story = {
  args: { initialTab: 'basicInfo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent(text.fields.businessEmail);
  },
};

export const ContactTab: Story = {
  args: { initialTab: 'contact' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByText(demoProfile.contactNumber1 ?? '')).toBeVisible();
    // Without a website the pattern would be empty, which names every link.
    await expect(demoProfile.website).toBeTruthy();
    const links = panel.getAllByRole('link', { name: new RegExp(demoProfile.website ?? '') });
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const BusinessTab: Story = {
  args: { initialTab: 'business' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent(String(demoProfile.industryStartYear));
  },
};

export const LocationTab: Story = {
  args: { initialTab: 'location' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    const areas = demoProfile.areas ?? [];
    // Over no areas the loop would check nothing.
    await expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) await expect(panel.getByText(area.serviceArea)).toBeVisible();
  },
};

/** The service areas picker: one Tab stop, arrow keys move, Space toggles. */
export const LocationTabEditing: Story = {
  args: { initialTab: 'location', startEditing: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('listbox', { name: text.fields.areas });
    const chosen = (demoProfile.areas ?? []).length;
    await expect(canvas.getByText(text.areasSelected(chosen), { exact: false })).toBeVisible();
    const unchosen = within(list)
      .getAllByRole('option')
      .find((option) => option.getAttribute('aria-selected') === 'false');
    if (!unchosen) throw new Error('every area is chosen');
    await userEvent.click(unchosen);
    await expect(unchosen).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(text.areasSelected(chosen + 1), { exact: false })).toBeVisible();
  },
};

export const SocialMediaTab: Story = {
  args: { initialTab: 'socialMedia' },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByRole('link', { name: new RegExp(demoProfile.facebookUrl ?? '') })).toHaveAttribute('href', demoProfile.facebookUrl);
  },
};

/** A bad e-mail and a bad URL on two tabs: the messages show and each tab counts its error. */
export const ValidationErrors: Story = {
  args: { startEditing: true },
  play: async ({ args, canvas }) => {
    const businessEmail = canvas.getByLabelText(text.fields.businessEmail);
    await userEvent.clear(businessEmail);
    await userEvent.type(businessEmail, 'info@marinahomes');
    await userEvent.click(canvas.getByRole('tab', { name: text.tabs.socialMedia }));
    const facebook = await canvas.findByLabelText(text.fields.facebookUrl);
    await userEvent.clear(facebook);
    await userEvent.type(facebook, 'facebook.com/marinahomes');
    await userEvent.click(canvas.getByRole('button', { name: text.saveChanges }));
    await expect(await canvas.findByText(text.validation.url)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: `${text.tabs.socialMedia} ${text.validation.tabErrors(1)}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: `${text.tabs.basicInfo} ${text.validation.tabErrors(1)}` }));
    await expect(await canvas.findByText(text.validation.email)).toBeVisible();
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** Cancel drops the edits and shows the saved copy again. */
export const EditCancel: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.editProfile }));
    const name = canvas.getByLabelText(text.fields.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed Realty');
    await userEvent.click(canvas.getByRole('button', { name: text.cancel }));
    await expect(canvas.getByText(demoProfile.name ?? '')).toBeVisible();
    await expect(canvas.queryByText('Renamed Realty')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text.editProfile }));
    await expect(canvas.getByLabelText(text.fields.name)).toHaveValue(demoProfile.name);
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** While the save runs the button says 'Saving...' and takes no second press. */
export const Saving: Story = {
  args: { startEditing: true, save: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.saveChanges }));
    const saving = await canvas.findByRole('button', { name: text.saving });
    await expect(saving).toBeDisabled();
    await userEvent.click(saving, { pointerEventsCheck: 0 });
    await waitFor(() => expect(args.save).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: text.cancel })).toBeDisabled();
  },
};

/** A picture is uploading: Save Changes waits, disabled and reading 'Uploading...', and Enter saves nothing (issue 13, point 7). */
export const UploadingImage: Story = {
  args: { startEditing: true, isUploadingImage: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: text.uploadingImage })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: text.fields.name }), '{Enter}');
    await expect(args.save).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: text.cancel })).toBeEnabled();
  },
};

/** Edit mode: each saved field counts its characters against the most the server takes (issue 13, point 8). */
export const Counters: Story = {
  args: { startEditing: true },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: text.fields.name });
    await expect(name).toHaveAccessibleDescription(text.characterCount((demoProfile.name ?? '').length, profileTextMaxLengths.name));
    await userEvent.clear(name);
    await userEvent.type(name, 'Marina');
    await expect(canvas.getByText(text.characterCount(6, profileTextMaxLengths.name))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: text.fields.email })).not.toHaveAccessibleDescription(/\d+\/\d+/);
  },
};

/** The start year typed in Arabic-Indic digits is taken and saved in 0-9. */
export const ArabicDigitsYear: Story = {
  args: { startEditing: true, initialTab: 'business' },
  play: async ({ args, canvas }) => {
    const year = canvas.getByRole('textbox', { name: text.fields.industryStartYear });
    await userEvent.clear(year);
    await userEvent.type(year, '٢٠١٥');
    await userEvent.click(canvas.getByRole('button', { name: text.saveChanges }));
    await waitFor(() => expect(args.save).toHaveBeenCalledWith(expect.objectContaining({ industryStartYear: '2015' })));
  },
};

export const Narrow: Story = {
  args: { startEditing: true, initialTab: 'contact' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/**
 * On a phone the five tabs do not fit: the row scrolls sideways and fades out where tabs are hidden,
 * so a user sees there is more (issue 13, point 14).
 */
export const NarrowTabs: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: text.sectionsLabel });
    const last = canvas.getByRole('tab', { name: text.tabs.socialMedia });
    await expect(last.getBoundingClientRect().right).toBeGreaterThan(list.getBoundingClientRect().right);
    await waitFor(() => expect(getComputedStyle(list).maskImage).toMatch(/gradient.*(transparent|rgba\(0, 0, 0, 0\))\)$/));
    await userEvent.click(canvas.getByRole('tab', { name: text.tabs.basicInfo }));
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
    await waitFor(() => expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(text.fields.facebookUrl);
  },
};

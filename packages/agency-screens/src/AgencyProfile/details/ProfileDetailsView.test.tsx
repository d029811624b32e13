import { HttpError } from '@marketplace/api-client';
import { en, type AgencyProfileFormValues } from '@marketplace/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoProfile, sparseProfile, storyServiceAreas } from './stories/profileStoryData';
import { StatefulProfileDetailsView, type StatefulProfileDetailsViewProps } from './stories/StatefulProfileDetailsView';

const text = en.agencyProfile;
const putRequest = { method: 'PUT', url: 'http://accounts.test/api/profile' };

function setup(props: Partial<StatefulProfileDetailsViewProps> = {}) {
  const save = vi.fn<(values: AgencyProfileFormValues) => Promise<unknown>>(() => Promise.resolve({}));
  const user = userEvent.setup();
  render(<StatefulProfileDetailsView profile={demoProfile} serviceAreas={storyServiceAreas} save={save} {...props} />);
  return { user, save };
}

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  return within(screen.getByRole('tabpanel'));
}

async function replaceText(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

describe('ProfileDetailsView in view mode', () => {
  it('has the five tabs of the spec, Basic Info first', () => {
    setup();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Basic Info',
      'Contact',
      'Business',
      'Location',
      'Social Media',
    ]);
    expect(screen.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: text.saveChanges })).toBeNull();
  });

  it("shows each value, e-mails as mailto links, web addresses opening in a new tab, 'Not provided' for empty fields", async () => {
    const { user } = setup({ profile: sparseProfile });
    expect(screen.getByRole('link', { name: sparseProfile.businessEmail ?? '' })).toHaveAttribute('href', `mailto:${sparseProfile.businessEmail}`);
    expect(screen.getByText(text.notProvided)).toBeInTheDocument();
    const social = await openTab(user, text.tabs.socialMedia);
    expect(social.getAllByText(text.notProvided)).toHaveLength(2);
    const facebook = social.getByRole('link', { name: new RegExp(sparseProfile.facebookUrl ?? '') });
    expect(facebook).toHaveAttribute('href', sparseProfile.facebookUrl);
    expect(facebook).toHaveAttribute('target', '_blank');
    const location = await openTab(user, text.tabs.location);
    expect(location.getByText(text.fields.areas).nextElementSibling).toHaveTextContent(text.notProvided);
    // `auto`: a value in Arabic reads right to left inside an English page.
    expect(location.getByText(text.fields.address).nextElementSibling).toHaveAttribute('dir', 'auto');
  });

  it('lays the service areas out as the page reads, each area isolated in its own direction', async () => {
    const { user } = setup();
    const location = await openTab(user, text.tabs.location);
    const areas = location.getByText(text.fields.areas).nextElementSibling;
    // The list follows the page: with `auto` it took the first area's direction, so English areas ran
    // left to right across an Arabic page.
    expect(areas).not.toHaveAttribute('dir');
    const first = demoProfile.areas?.[0]?.serviceArea ?? '';
    expect(location.getByText(first)).toHaveAttribute('dir', 'auto');
  });

  it('shows a malformed saved address as text, not as a link', async () => {
    const { user } = setup({ profile: { ...demoProfile, xurl: 'javascript:alert(1)' } });
    const social = await openTab(user, text.tabs.socialMedia);
    expect(social.getByText('javascript:alert(1)').closest('a')).toBeNull();
  });
});

describe('ProfileDetailsView in edit mode', () => {
  it('turns the values into inputs, keeping e-mail, city and zip code read-only', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: text.editProfile }));
    expect(screen.getByLabelText(text.fields.name)).toHaveValue(demoProfile.name);
    expect(screen.getByLabelText(text.fields.email)).toHaveAttribute('readonly');
    await openTab(user, text.tabs.business);
    expect(screen.getByLabelText(text.fields.industryStartYear)).toHaveValue(String(demoProfile.industryStartYear));
  });

  it('Cancel restores the last saved copy', async () => {
    const { user, save } = setup();
    await user.click(screen.getByRole('button', { name: text.editProfile }));
    await replaceText(user, text.fields.name, 'Renamed Realty');
    await user.click(screen.getByRole('button', { name: text.cancel }));
    expect(screen.getByText(demoProfile.name ?? '')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.editProfile }));
    expect(screen.getByLabelText(text.fields.name)).toHaveValue(demoProfile.name);
    expect(save).not.toHaveBeenCalled();
  });

  it('checks phone, year, e-mail and URL with clear messages and counts the errors on each tab', async () => {
    const { user, save } = setup({ startEditing: true });
    await replaceText(user, text.fields.businessEmail, 'info@marinahomes');
    await openTab(user, text.tabs.contact);
    await replaceText(user, text.fields.mobileNumber, '050 12');
    await replaceText(user, text.fields.website, 'marinahomes.ae');
    await openTab(user, text.tabs.business);
    await replaceText(user, text.fields.industryStartYear, '2011.5');
    await user.click(screen.getByRole('button', { name: text.saveChanges }));

    expect(await screen.findByText(text.validation.yearWhole)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `${text.tabs.contact} ${text.validation.tabErrors(2)}` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `${text.tabs.basicInfo} ${text.validation.tabErrors(1)}` })).toBeInTheDocument();
    await openTab(user, `${text.tabs.contact} ${text.validation.tabErrors(2)}`);
    expect(screen.getByText(text.validation.phone)).toBeInTheDocument();
    expect(screen.getByText(text.validation.url)).toBeInTheDocument();
    expect(screen.getByLabelText(text.fields.mobileNumber)).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('opens the tab with the error when the tab on screen has none', async () => {
    const { user } = setup({ startEditing: true });
    await openTab(user, text.tabs.socialMedia);
    await replaceText(user, text.fields.linkedinUrl, 'linkedin');
    await openTab(user, text.tabs.business);
    await replaceText(user, text.fields.industryStartYear, '1850');
    await openTab(user, text.tabs.location);
    await user.click(screen.getByRole('button', { name: text.saveChanges }));
    await waitFor(() => expect(screen.getByRole('tab', { name: new RegExp(text.tabs.business) })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText(text.validation.yearRange(1900, new Date().getFullYear()))).toBeInTheDocument();
  });

  it('chooses service areas from the list with the keyboard', async () => {
    const { user, save } = setup({ startEditing: true, initialTab: 'location' });
    const list = screen.getByRole('listbox', { name: text.fields.areas });
    const chosen = demoProfile.areas?.map((area) => area.id) ?? [];
    const firstFree = storyServiceAreas.find((area) => !chosen.includes(area.id));
    if (!firstFree) throw new Error('every area is chosen');
    await user.click(within(list).getByRole('option', { name: firstFree.serviceArea }));
    expect(within(list).getByRole('option', { name: firstFree.serviceArea })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    await user.keyboard(' ');
    expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText(text.areasSelected(chosen.length), { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.saveChanges }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const saved = save.mock.calls[0]?.[0].areas ?? [];
    expect(saved).toContain(firstFree.id);
    expect(saved).toHaveLength(chosen.length);
  });
});

describe('ProfileDetailsView saving', () => {
  it('saves the checked form once, says so, goes back to view mode, and clears the message after 3 s', async () => {
    const { user, save } = setup({ startEditing: true });
    await replaceText(user, text.fields.description, '');
    await user.click(screen.getByRole('button', { name: text.saveChanges }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ description: '', name: demoProfile.name });
    expect(await screen.findByRole('status')).toHaveTextContent(text.saved);
    expect(screen.getByRole('button', { name: text.editProfile })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(text.saved)).toBeNull(), { timeout: 5000 });
  });

  it("shows 'Saving...' on a disabled button while the save runs and never submits twice", async () => {
    const save = vi.fn(() => new Promise<never>(() => undefined));
    const { user } = setup({ startEditing: true, save });
    await user.click(screen.getByRole('button', { name: text.saveChanges }));
    const saving = await screen.findByRole('button', { name: text.saving });
    expect(saving).toBeDisabled();
    await user.type(screen.getByLabelText(text.fields.name), '{Enter}');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("keeps everything typed after a failed save and shows the server's message", async () => {
    const save = vi.fn(() =>
      Promise.reject(new HttpError(putRequest, { status: 400, statusText: 'Bad Request', body: { message: { en: 'Unknown service area: 999' } } })),
    );
    const { user } = setup({ startEditing: true, save });
    await replaceText(user, text.fields.name, 'Marina Homes Dubai');
    await user.click(screen.getByRole('button', { name: text.saveChanges }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown service area: 999');
    expect(screen.getByLabelText(text.fields.name)).toHaveValue('Marina Homes Dubai');
    expect(screen.getByRole('button', { name: text.saveChanges })).toBeEnabled();
  });

  it("shows 'Failed to update profile: N' without a server message", async () => {
    const save = vi.fn(() => Promise.reject(new HttpError(putRequest, { status: 503, statusText: 'Service Unavailable', body: '' })));
    const { user } = setup({ startEditing: true, save });
    await user.click(screen.getByRole('button', { name: text.saveChanges }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile: 503');
  });
});

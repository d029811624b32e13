import { en, profileTextMaxLengths, type AgencyProfileFormValues } from '@marketplace/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoProfile, storyServiceAreas } from './stories/profileStoryData';
import { StatefulProfileDetailsView, type StatefulProfileDetailsViewProps } from './stories/StatefulProfileDetailsView';

const text = en.agencyProfile;

function setup(props: Partial<StatefulProfileDetailsViewProps> = {}) {
  const save = vi.fn<(values: AgencyProfileFormValues) => Promise<unknown>>(() => Promise.resolve({}));
  const user = userEvent.setup();
  render(<StatefulProfileDetailsView profile={demoProfile} serviceAreas={storyServiceAreas} save={save} startEditing {...props} />);
  return { user, save };
}

describe('ProfileDetailsView: the text of the fields (issue 13, point 8)', () => {
  it("counts a saved field's characters against the most the server takes, and stops typing there", async () => {
    const { user } = setup();
    const name = screen.getByRole('textbox', { name: text.fields.name });
    const max = profileTextMaxLengths.name;
    const count = (demoProfile.name ?? '').length;
    expect(name).toHaveAccessibleDescription(text.characterCount(count, max));
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(max + 20));
    expect(name).toHaveValue('x'.repeat(max));
    expect(screen.getByText(text.characterCount(max, max))).toBeInTheDocument();
    const description = within(screen.getByRole('tabpanel')).getByRole('textbox', { name: text.fields.description });
    expect(description).toHaveAccessibleDescription(text.characterCount((demoProfile.description ?? '').length, profileTextMaxLengths.description));
  });

  it('has no counter on the fields the save does not carry', () => {
    setup();
    expect(screen.getByRole('textbox', { name: text.fields.email })).not.toHaveAccessibleDescription(/\d+\/\d+/);
  });

  it('refuses a saved value longer than the limit with a message, and saves nothing', async () => {
    const { user, save } = setup({ profile: { ...demoProfile, name: 'n'.repeat(300) } });
    expect(screen.getByText(text.characterCount(300, 255))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.saveChanges }));
    expect(await screen.findByText(text.validation.tooLong(255))).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves text trimmed', async () => {
    const { user, save } = setup();
    const name = screen.getByRole('textbox', { name: text.fields.name });
    await user.clear(name);
    await user.type(name, '   Marina Homes Dubai   ');
    await user.click(screen.getByRole('button', { name: text.saveChanges }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0].name).toBe('Marina Homes Dubai');
  });

  it("takes the start year in Arabic-Indic digits ('٢٠١٥') and saves it as 2015", async () => {
    const { user, save } = setup({ initialTab: 'business' });
    const year = screen.getByRole('textbox', { name: text.fields.industryStartYear });
    await user.clear(year);
    await user.type(year, '٢٠١٥');
    await user.click(screen.getByRole('button', { name: text.saveChanges }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(text.validation.yearWhole)).toBeNull();
    expect(save.mock.calls[0]?.[0].industryStartYear).toBe('2015');
  });
});

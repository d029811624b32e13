import { en } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiWrapper, serveSandbox, signInDemoAgency } from '../../shared/sandboxServer.testing';
import { ProfileDetails } from './ProfileDetails';

const { sandbox } = serveSandbox();
const seed = createSeedData();
const text = en.agencyProfile;

afterEach(() => sessionStorage.clear());

async function setup() {
  const { client, session } = await signInDemoAgency();
  const user = userEvent.setup();
  const Wrapper = apiWrapper(client, session);
  render(
    <Wrapper>
      <ProfileDetails />
    </Wrapper>,
  );
  await screen.findByRole('button', { name: text.editProfile }, { timeout: 5000 });
  return { user };
}

describe('ProfileDetails on the sandbox: a cleared field (issue 13, point 8)', () => {
  it("is saved cleared and reads back 'Not provided', not the old value", async () => {
    expect(seed.demoAgency.description).toBeTruthy();
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: text.editProfile }));
    await user.clear(screen.getByRole('textbox', { name: text.fields.description }));
    await user.click(screen.getByRole('button', { name: text.saveChanges }));

    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(text.saved);
    const panel = within(screen.getByRole('tabpanel'));
    await waitFor(() => expect(panel.getByText(text.fields.description).nextElementSibling).toHaveTextContent(text.notProvided));
    expect(panel.queryByText(seed.demoAgency.description ?? '')).toBeNull();
    const stored = sandbox.db.accountAgencies.get(seed.demoAgency.id);
    expect(stored).toMatchObject({ id: seed.demoAgency.id, description: null });
  });
});

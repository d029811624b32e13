import { createApiClient, createSession, type Session } from '@marketplace/api-client';
import { createFetchXhr } from '@marketplace/api-client/testing';
import { en } from '@marketplace/domain';
import { createSeedData, demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { AgencyProfile } from './AgencyProfile';
import { apiWrapper, JsdomFile, serveSandbox, testHosts } from '../shared/sandboxServer.testing';

const { sandbox, server } = serveSandbox({ nodeFiles: true });
const text = en.agencyProfile;
const demoAgencyId = createSeedData().demoAgency.id;

afterEach(() => sessionStorage.clear());

/** A PNG's first bytes, so the file is an image by its content too. */
const pngHeader = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function picture(name = 'new-logo.png'): File {
  return new JsdomFile([new Uint8Array([...pngHeader, ...new Uint8Array(256)])], name, { type: 'image/png' });
}

/** The screen on the sandbox, signed in as the demo agency, with uploads held until `release()`. */
async function setup() {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const ref: { session?: Session } = {};
  const client = createApiClient({ ...testHosts, getToken: () => ref.session?.getToken() ?? null, createXhr: createFetchXhr({ gate: () => held }) });
  const session = createSession({ client });
  ref.session = session;
  await session.signIn(demoAgencyCredentials.email, demoAgencyCredentials.password);
  const Wrapper = apiWrapper(client, session);
  const user = userEvent.setup();
  render(
    <Wrapper>
      <AgencyProfile />
    </Wrapper>,
  );
  await user.click(await screen.findByRole('button', { name: text.editProfile }, { timeout: 5000 }));
  return { user, release };
}

function pictureInput(): HTMLInputElement {
  const button = screen.getByRole('button', { name: text.changePicture });
  const input = button.parentElement?.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input beside Change Picture');
  return input;
}

describe('AgencyProfile: the picture and the save (issue 13, point 7)', { timeout: 20_000 }, () => {
  it("disables Save with 'Uploading...' while a picture uploads, then saves it", async () => {
    const { user, release } = await setup();
    // The saves sent: 'Saved' would show only once a save's answer came back, too late to look for it after Enter.
    const saves: string[] = [];
    const countSave = ({ request }: { request: Request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname === '/api/profile') saves.push(request.url);
    };
    server.events.on('request:start', countSave);
    onTestFinished(() => server.events.removeListener('request:start', countSave));
    await user.upload(pictureInput(), picture());

    const uploading = await screen.findByRole('button', { name: text.uploadingImage });
    expect(uploading).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: text.fields.name }), '{Enter}');
    // Enter does not save while the picture uploads: no 'Saving...', and no save sent.
    expect(screen.getByRole('button', { name: text.uploadingImage })).toBeDisabled();
    expect(saves).toEqual([]);

    release();
    const save = await screen.findByRole('button', { name: text.saveChanges }, { timeout: 5000 });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText(text.saved, {}, { timeout: 5000 })).toBeVisible();
    expect(sandbox.db.accountAgencies.get(demoAgencyId)?.profilePicture).toMatch(/^\/api\/media\/new-logo.*\.png$/);
    expect(saves).toHaveLength(1);
  });

  it('lets no picture be chosen while a save runs, so none is dropped when it ends', async () => {
    sandbox.faults.set('PUT /api/profile', { delayMs: 1500, times: 1 });
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: text.saveChanges }));
    expect(await screen.findByRole('button', { name: text.saving })).toBeDisabled();
    expect(screen.getByRole('button', { name: text.changePicture })).toBeDisabled();
    expect(screen.getByRole('button', { name: text.changeCover })).toBeDisabled();
    expect(await screen.findByText(text.saved, {}, { timeout: 5000 })).toBeVisible();
  });
});

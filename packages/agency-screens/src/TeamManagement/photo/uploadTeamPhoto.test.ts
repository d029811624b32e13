import { en } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { uploadTeamPhoto } from './uploadTeamPhoto';
import { createMediaTestClient } from '../../shared/mediaSandbox.testing';
import { JsdomFile, serveSandbox, testHosts } from '../../shared/sandboxServer.testing';

const { sandbox } = serveSandbox({ nodeFiles: true });

const photo = () => new JsdomFile([new Uint8Array(2048)], 'layla.jpg', { type: 'image/jpeg' });
const upload = () => uploadTeamPhoto(createMediaTestClient(testHosts), photo(), new AbortController().signal, undefined);

describe('uploadTeamPhoto on the sandbox', () => {
  it("stores the prepared photo in the 'team' folder and gives its path", async () => {
    const uploaded = await upload();
    if (!uploaded.ok) throw new Error(`the upload failed: ${uploaded.message}`);
    expect(sandbox.db.media.get(decodeURIComponent(uploaded.url.replace(/^\/api\/media\//, '')))).toMatchObject({ folder: 'team', type: 'image/jpeg' });
  });

  it("words a failure as the profile picture's upload does", async () => {
    sandbox.faults.set('POST /api/media/upload', { networkError: true });
    expect(await upload()).toEqual({ ok: false, message: en.bulkUpload.networkErrorScreen });
    sandbox.faults.set('POST /api/media/upload', { status: 507, body: { message: { en: 'Storage is full' } } });
    expect(await upload()).toEqual({ ok: false, message: 'Storage is full' });
  });

  it('words it in the provided catalogue', async () => {
    sandbox.faults.set('POST /api/media/upload', { networkError: true });
    const provided = { ...en, bulkUpload: { ...en.bulkUpload, networkErrorScreen: 'انقطع الاتصال' } };
    const outcome = await uploadTeamPhoto(createMediaTestClient(testHosts), photo(), new AbortController().signal, provided);
    expect(outcome).toEqual({ ok: false, message: 'انقطع الاتصال' });
  });
});

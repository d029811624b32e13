// @vitest-environment node
import { createSeedData } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { parseRsql } from '../../rsql/rsqlParser';
import { propertyHost, setUpPropertyHostServer, withToken } from './teamAndAgentsTestServer.testing';
import { searchedAgency } from './teamMembers.routes';

const { sandbox, call } = setUpPropertyHostServer();
const seed = createSeedData();
const loginId = seed.demoAgency.loginId;
const search = (filter: string) => `/api/team-members/search?search=${encodeURIComponent(filter)}`;
const member = { name: 'Layla Haddad', title: 'Leasing Consultant', imgUrl: '/api/media/layla.jpg', email: 'layla@marinahomes.ae', mobile: '0501234567' };

describe('searchedAgency', () => {
  it('reads an exact agency clause at the top level or under the top-level and', () => {
    expect(searchedAgency(parseRsql('agency_login_id==3001'))).toBe('3001');
    expect(searchedAgency(parseRsql('agency_login_id==3001 and (name==*a* or title==*a*)'))).toBe('3001');
  });

  it('ignores a clause that does not bind every match', () => {
    expect(searchedAgency(parseRsql('agency_login_id==3001 or name==*a*'))).toBeNull();
    expect(searchedAgency(parseRsql('agency_login_id==*'))).toBeNull();
    expect(searchedAgency(parseRsql('agency_login_id!=3001'))).toBeNull();
    expect(searchedAgency(parseRsql('agency_login_id=in=(3001,3002)'))).toBeNull();
    expect(searchedAgency(parseRsql('name==*a*'))).toBeNull();
  });
});

describe('team member routes', () => {
  it('require a bearer token on every call', async () => {
    const answers = await Promise.all([
      call(search(`agency_login_id==${loginId}`)),
      call('/api/team-members/1'),
      call('/api/team-members', { method: 'POST', body: { ...member, agency_login_id: loginId } }),
      call('/api/team-members/1', { method: 'PUT', body: member }),
      call('/api/team-members/1', { method: 'DELETE' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers[0]?.body).toEqual({ message: { en: 'Full authentication is required to access this resource' } });
    expect(sandbox.db.teamMembers.count()).toBe(seed.teamMembers.length);
  });

  it('refuse a search that does not name the agency, or does not parse', async () => {
    for (const path of ['/api/team-members/search', search('name==*a*'), search(`agency_login_id==${loginId} or name==*a*`), search('name==')]) {
      const answer = await call(path, { headers: withToken });
      expect(answer.status).toBe(400);
    }
  });

  it('answer a Spring page, 201 for a creation and 204 for a deletion', async () => {
    const page = await call(`${search(`agency_login_id==${loginId}`)}&size=3&sort=id,desc`, { headers: withToken });
    expect(page.body).toMatchObject({ number: 0, size: 3, totalElements: seed.teamMembers.length, first: true, last: false });
    const created = await call('/api/team-members', { method: 'POST', headers: withToken, body: { ...member, agency_login_id: loginId } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...member, agency_login_id: loginId });
    const id = (created.body as { id: number }).id;
    expect((await call(`/api/team-members/${id}`, { method: 'DELETE', headers: withToken })).status).toBe(204);
    expect((await call(`/api/team-members/${id}`, { method: 'PUT', headers: withToken, body: member })).status).toBe(404);
  });

  it('refuse a creation without the agency login id', async () => {
    const answer = await call('/api/team-members', { method: 'POST', headers: withToken, body: member });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: { en: expect.stringMatching(/^Validation failed: agency_login_id/) } });
  });

  it('keep the member under the agency it was created for when updated', async () => {
    const [first] = seed.teamMembers;
    await call(`/api/team-members/${first?.member.id}`, { method: 'PUT', headers: withToken, body: { ...member, agency_login_id: 1 } });
    expect(sandbox.db.teamMembers.get(first?.member.id ?? 0)?.agency_login_id).toBe(loginId);
  });

  it('mount on the property host only', () => {
    expect(sandbox.handlers.some((handler) => handler.info.header === `GET ${propertyHost}/api/team-members/search`)).toBe(true);
  });
});

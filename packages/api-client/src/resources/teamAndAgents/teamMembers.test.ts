// @vitest-environment node
import { en, errorMessageFor } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../../errors';
import { rejectionOf, seed, serverFault, setUpSandboxServer } from '../sandboxServer.testing';
import {
  createTeamMember,
  deleteTeamMember,
  getTeamMember,
  searchTeamMembers,
  teamMembersFilter,
  updateTeamMember,
} from './teamMembers';

const { sandbox, client, state } = setUpSandboxServer();
const agencyLoginId = seed.demoAgency.loginId;
const demoMembers = seed.teamMembers.filter((entry) => entry.agencyLoginId === agencyLoginId).map((entry) => entry.member);
const otherAgency = seed.agencies[1];
const otherAgencyLoginId = otherAgency?.loginId ?? 0;
/** Signs the client in as the second seeded agency. */
const actAsOtherAgency = () => {
  state.token = sandbox.db.authTokens.issue({ roleId: 4, id: otherAgency?.id ?? 0 }).token;
};
const firstMember = demoMembers[0];
if (!firstMember) throw new Error('the seed has no team members');

const newMember = {
  name: 'Layla Haddad',
  title: 'Leasing Consultant',
  imgUrl: '/api/media/team-layla.jpg',
  email: 'layla.haddad@marinahomes.ae',
  mobile: '050 123 4567',
  agency_login_id: agencyLoginId,
};

describe('teamMembersFilter', () => {
  it('scopes to the agency, and adds the name/title/e-mail search in parentheses', () => {
    expect(teamMembersFilter(3001)).toBe('agency_login_id==3001');
    expect(teamMembersFilter(3001, '  ')).toBe('agency_login_id==3001');
    expect(teamMembersFilter(3001, 'sal')).toBe('agency_login_id==3001 and (name==*sal* or title==*sal* or email==*sal*)');
  });
});

describe('searchTeamMembers', () => {
  it('lists the agency members page by page, ten to a page by default', async () => {
    const page = await searchTeamMembers(client, { agencyLoginId });
    expect(page.totalElements).toBe(demoMembers.length);
    expect(page.content.map((member) => member.id)).toEqual(demoMembers.slice(0, 10).map((member) => member.id));
    expect(page.number).toBe(0);

    const second = await searchTeamMembers(client, { agencyLoginId, page: 1, size: 4 });
    expect(second.content.map((member) => member.name)).toEqual(demoMembers.slice(4, 8).map((member) => member.name));
    expect(second.totalPages).toBe(Math.ceil(demoMembers.length / 4));
  });

  it('matches the search in the name, the title or the e-mail, ignoring case', async () => {
    const term = firstMember.name.split(' ')[0]?.toLowerCase() ?? '';
    const byName = await searchTeamMembers(client, { agencyLoginId, search: term });
    expect(byName.content.map((member) => member.id)).toContain(firstMember.id);
    expect(byName.content.every((member) => [member.name, member.title, member.email].some((text) => text?.toLowerCase().includes(term)))).toBe(true);

    const title = firstMember.title ?? '';
    const byTitle = await searchTeamMembers(client, { agencyLoginId, search: title });
    const matchesTitle = (text: string | null | undefined) => text?.toLowerCase().includes(title.toLowerCase()) ?? false;
    expect(byTitle.totalElements).toBe(demoMembers.filter((member) => [member.name, member.title, member.email].some(matchesTitle)).length);

    const none = await searchTeamMembers(client, { agencyLoginId, search: 'no such person anywhere' });
    expect(none.content).toEqual([]);
    expect(none.totalElements).toBe(0);
  });

  it('never lists another agency members, and refuses a search naming another agency with 403', async () => {
    actAsOtherAgency();
    await createTeamMember(client, { ...newMember, agency_login_id: otherAgencyLoginId });
    const theirs = await searchTeamMembers(client, { agencyLoginId: otherAgencyLoginId });
    expect(theirs.content.map((member) => member.name)).toEqual(['Layla Haddad']);
    state.token = sandbox.db.authTokens.issue({ roleId: 4, id: seed.demoAgency.id }).token;
    const mine = await searchTeamMembers(client, { agencyLoginId, search: 'Layla' });
    expect(mine.totalElements).toBe(0);
    expect(((await rejectionOf(searchTeamMembers(client, { agencyLoginId: otherAgencyLoginId }))) as HttpError).status).toBe(403);
  });

  it('maps a 500 to the server message and the catalogue text', async () => {
    sandbox.faults.set('GET /api/team-members/search', serverFault);
    const error = await rejectionOf(searchTeamMembers(client, { agencyLoginId }));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).serverMessage).toBe('Database unavailable');
    expect(errorMessageFor(error, en.team.errors.listLoad)).toBe('The server encountered an error. Our team has been notified.');
  });

  it('maps a network failure, a 404 and a 403 to their catalogue texts', async () => {
    sandbox.faults.set('GET /api/team-members/search', { networkError: true });
    const network = await rejectionOf(searchTeamMembers(client, { agencyLoginId }));
    expect(network).toBeInstanceOf(NetworkError);
    expect(errorMessageFor(network, en.team.errors.listLoad)).toBe('Network error. Please check your internet connection and try again.');

    sandbox.faults.set('GET /api/team-members/search', { status: 404 });
    const notFound = await rejectionOf(searchTeamMembers(client, { agencyLoginId }));
    expect(errorMessageFor(notFound, en.team.errors.listLoad)).toBe('Team member information is not available right now. Please try again later.');

    sandbox.faults.set('GET /api/team-members/search', { status: 403, body: { message: { en: 'Forbidden' } } });
    const forbidden = await rejectionOf(searchTeamMembers(client, { agencyLoginId }));
    expect(errorMessageFor(forbidden, en.team.errors.listLoad)).toBe(
      "You don't have permission to view team members. Please contact your administrator.",
    );
  });

  it('is refused with a 401 without a bearer token', async () => {
    state.token = null;
    const error = await rejectionOf(searchTeamMembers(client, { agencyLoginId }));
    expect((error as HttpError).status).toBe(401);
    expect(errorMessageFor(error, en.team.errors.listLoad)).toBe(
      "You don't have permission to view team members. Please contact your administrator.",
    );
  });
});

describe('getTeamMember', () => {
  it('reads one member with its member-since date', async () => {
    const member = await getTeamMember(client, firstMember.id);
    expect(member).toEqual(firstMember);
  });

  it('answers 404 for an unknown id, which reads as no longer available', async () => {
    const error = await rejectionOf(getTeamMember(client, 987_654));
    expect((error as HttpError).status).toBe(404);
    expect(errorMessageFor(error, en.team.errors.loadForEdit)).toBe('This team member is no longer available.');
  });

  it('surfaces a 500 and a network failure', async () => {
    sandbox.faults.set('GET /api/team-members/:id', serverFault);
    const error = await rejectionOf(getTeamMember(client, firstMember.id));
    expect((error as HttpError).serverMessage).toBe('Database unavailable');
    expect(errorMessageFor(error, en.team.errors.loadForEdit)).toBe('Unable to load team member details. Please try again.');

    sandbox.faults.set('GET /api/team-members/:id', { networkError: true });
    expect(await rejectionOf(getTeamMember(client, firstMember.id))).toBeInstanceOf(NetworkError);
  });
});

describe('createTeamMember', () => {
  it('stores the member with a new id and a created date; the list then shows it', async () => {
    const created = await createTeamMember(client, newMember);
    expect(created).toMatchObject({ name: 'Layla Haddad', title: 'Leasing Consultant', email: newMember.email, mobile: newMember.mobile });
    expect(demoMembers.map((member) => member.id)).not.toContain(created.id);
    expect(Number.isNaN(Date.parse(created.created ?? ''))).toBe(false);
    const page = await searchTeamMembers(client, { agencyLoginId, search: 'layla' });
    expect(page.content).toEqual([created]);
  });

  it('stores blank optional fields as absent', async () => {
    const created = await createTeamMember(client, { ...newMember, email: '', mobile: '' });
    expect(created.email).toBeNull();
    expect(created.mobile).toBeNull();
  });

  it('refuses the same name and e-mail twice in one agency as a duplicate', async () => {
    await createTeamMember(client, newMember);
    const error = await rejectionOf(createTeamMember(client, { ...newMember, name: ' layla haddad ', title: 'Other' }));
    expect((error as HttpError).status).toBe(409);
    expect(errorMessageFor(error, en.team.errors.save)).toBe('A team member with this information already exists.');
    actAsOtherAgency();
    await expect(createTeamMember(client, { ...newMember, agency_login_id: otherAgencyLoginId })).resolves.toBeDefined();
  });

  it('refuses an invalid body with a 400 that reads as a validation failure', async () => {
    const error = await rejectionOf(createTeamMember(client, { ...newMember, name: '  ', mobile: '12345' }));
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).serverMessage).toMatch(/name/);
    expect((error as HttpError).serverMessage).toMatch(/mobile/);
    expect(errorMessageFor(error, en.team.errors.save)).toBe('Please check the information you entered and try again.');
  });

  it('maps a 403 and a network failure to their catalogue texts', async () => {
    sandbox.faults.set('POST /api/team-members', { status: 403 });
    expect(errorMessageFor(await rejectionOf(createTeamMember(client, newMember)), en.team.errors.save)).toBe(
      "You don't have permission to perform this action.",
    );
    sandbox.faults.set('POST /api/team-members', { networkError: true });
    const network = await rejectionOf(createTeamMember(client, newMember));
    expect(network).toBeInstanceOf(NetworkError);
    expect(errorMessageFor(network, en.team.errors.save)).toBe('Network error. Please check your internet connection.');
  });

  it('surfaces a 500 with its server message', async () => {
    sandbox.faults.set('POST /api/team-members', serverFault);
    const error = await rejectionOf(createTeamMember(client, newMember));
    expect((error as HttpError).serverMessage).toBe('Database unavailable');
    expect(errorMessageFor(error, en.team.errors.save)).toBe('Unable to save team member. Please try again.');
  });
});

describe('updateTeamMember', () => {
  const change = { name: 'Omar Al Mansoori', title: 'Sales Director', imgUrl: '/api/media/omar.jpg', email: 'omar@marinahomes.ae', mobile: '' };

  it('saves the change; the member and the list then show it', async () => {
    const updated = await updateTeamMember(client, firstMember.id, change);
    expect(updated).toMatchObject({ id: firstMember.id, name: 'Omar Al Mansoori', title: 'Sales Director', mobile: null, created: firstMember.created });
    expect(await getTeamMember(client, firstMember.id)).toEqual(updated);
    expect((await searchTeamMembers(client, { agencyLoginId, search: 'Sales Director' })).content).toContainEqual(updated);
  });

  it('answers 404 for an unknown id and 409 for another member name and e-mail', async () => {
    const missing = await rejectionOf(updateTeamMember(client, 987_654, change));
    expect((missing as HttpError).status).toBe(404);
    const second = demoMembers.find((member) => member.id !== firstMember.id && member.email);
    if (!second) throw new Error('the seed needs a second member with an e-mail');
    const duplicate = await rejectionOf(
      updateTeamMember(client, firstMember.id, { ...change, name: second.name, email: second.email ?? '' }),
    );
    expect(errorMessageFor(duplicate, en.team.errors.save)).toBe('A team member with this information already exists.');
  });

  it('surfaces a 500 with its server message', async () => {
    sandbox.faults.set('PUT /api/team-members/:id', serverFault);
    expect(((await rejectionOf(updateTeamMember(client, firstMember.id, change))) as HttpError).serverMessage).toBe('Database unavailable');
  });
});

describe('deleteTeamMember', () => {
  it('deletes the member; reading it then answers 404', async () => {
    await deleteTeamMember(client, firstMember.id);
    expect(((await rejectionOf(getTeamMember(client, firstMember.id))) as HttpError).status).toBe(404);
    expect((await searchTeamMembers(client, { agencyLoginId })).totalElements).toBe(demoMembers.length - 1);
  });

  it('answers 404 a second time, which reads as already deleted', async () => {
    await deleteTeamMember(client, firstMember.id);
    const error = await rejectionOf(deleteTeamMember(client, firstMember.id));
    expect(errorMessageFor(error, en.team.errors.delete)).toBe('This team member may have already been deleted.');
  });

  it('maps a 403, a network failure and a 500', async () => {
    sandbox.faults.set('DELETE /api/team-members/:id', { status: 403 });
    expect(errorMessageFor(await rejectionOf(deleteTeamMember(client, firstMember.id)), en.team.errors.delete)).toBe(
      "You don't have permission to delete team members.",
    );
    sandbox.faults.set('DELETE /api/team-members/:id', { networkError: true });
    expect(errorMessageFor(await rejectionOf(deleteTeamMember(client, firstMember.id)), en.team.errors.delete)).toBe(
      'Network error. Please check your internet connection.',
    );
    sandbox.faults.set('DELETE /api/team-members/:id', serverFault);
    const error = await rejectionOf(deleteTeamMember(client, firstMember.id));
    expect((error as HttpError).serverMessage).toBe('Database unavailable');
    expect(errorMessageFor(error, en.team.errors.delete)).toBe('Unable to delete team member. Please try again later.');
  });
});

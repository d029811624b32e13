import type { LoginId, TeamMember } from '@marketplace/domain';
import { createCollection, type Collection } from '../../db/collection';

/**
 * A team member as the sandbox stores it: the entity plus the agency it belongs to, the
 * `agency_login_id` its creation sent (spec 2 section 3), by which the list is scoped.
 */
export type StoredTeamMember = TeamMember & { agency_login_id: LoginId };

/** The team members table. */
export type TeamMemberCollection = Collection<StoredTeamMember, 'id'>;

/** A seeded member and the login id of its agency. */
export interface TeamMemberSeed {
  readonly member: TeamMember;
  readonly agencyLoginId: LoginId;
}

/** The seeded team members, each stored with its agency's login id. */
export function createTeamMemberCollection(members: readonly TeamMemberSeed[]): TeamMemberCollection {
  return createCollection<StoredTeamMember>(members.map(({ member, agencyLoginId }) => ({ ...member, agency_login_id: agencyLoginId })));
}

/** Role ids of accounts (spec 1 section 6, spec 2 section 6, spec 3 section 6). */
export const roleIds = {
  DEVELOPER: 3,
  AGENCY: 4,
  AGENT: 5,
} as const;

/** Role names the session and enquiry scope know (spec 1 section 6). */
export const roleNames = ['AGENCY', 'AGENT', 'DEVELOPER'] as const;

/** One of the role names. */
export type RoleName = (typeof roleNames)[number];

/** One of the role ids. */
export type RoleId = (typeof roleIds)[RoleName];

/** The role a stored profile has when it names none (spec 1 section 3). */
export const defaultRoleName: RoleName = 'AGENCY';

/** The role id agency pages require (spec 1 sections 4 and 6). */
export const agencyRoleId = roleIds.AGENCY;

/** Whether a value is one of the role names. */
export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (roleNames as readonly string[]).includes(value);
}

/** The role name of a role id, or undefined for ids the specs do not name. */
export function roleNameOf(roleId: number | null | undefined): RoleName | undefined {
  return roleNames.find((name) => roleIds[name] === roleId);
}

/** Whether a profile's role id grants the agency pages (roleId 4). */
export function hasAgencyRole(roleId: number | null | undefined): boolean {
  return roleId === agencyRoleId;
}

import { sessionProfileSchema, type SessionProfile } from '@marketplace/domain';

// What a profile save may change in the session: what the panel shows. Role and ids stay as verified at sign-in.
const shownFields = ['name', 'email', 'profilePicture'] as const;

/**
 * The session's profile with the name, e-mail and picture of a saved profile (the `data` of a
 * save's answer), or `null` when the answer is not a profile of this account.
 */
export function profileAfterSave(current: SessionProfile, saved: unknown): SessionProfile | null {
  const decoded = sessionProfileSchema.safeParse(saved);
  if (!decoded.success || decoded.data.id !== current.id) return null;
  const next: SessionProfile = { ...current };
  for (const field of shownFields) {
    if (field in decoded.data) next[field] = decoded.data[field];
  }
  return next;
}

/**
 * Usernames are unique through the `claim_username` function of supabase/migrations/*_usernames.sql, called
 * before the profile is saved. This reads its answer.
 */
export type UsernameClaim =
  | { ok: true }
  /** a field error for the username (an `Account.profile.errors` key) */
  | { ok: false; field: 'usernameTaken' | 'usernameFormat' }
  /** the form's error: not signed in, or the claim could not be checked (no migration, network, …) */
  | { ok: false; error: 'signedOut' | 'saveFailed' };

export function readUsernameClaim(data: unknown, error: unknown): UsernameClaim {
  if (error) return { ok: false, error: 'saveFailed' };
  switch (data) {
    case 'ok':
      return { ok: true };
    case 'taken':
      return { ok: false, field: 'usernameTaken' };
    case 'invalid':
      return { ok: false, field: 'usernameFormat' };
    case 'signed_out':
      return { ok: false, error: 'signedOut' };
    default:
      return { ok: false, error: 'saveFailed' };
  }
}

import type { AuthErrorKey } from './errors';
import type { OtpKind } from './auth-schema';
import type { AccountSettings } from './settings-schema';

/** The sign-in form's field an error is shown under (null: above the form). */
export type AuthField = 'email' | 'password' | 'code';

/** What the sign-in server actions return; texts are message keys under `Account.errors`. */
export type AuthFormState =
  | { status: 'idle' }
  | { status: 'error'; error: AuthErrorKey; field: AuthField | null }
  | { status: 'codeSent'; email: string; kind: OtpKind }
  | { status: 'resent' }
  /** `next` is a safe same-site path in the page's language; the browser applies `settings`, then goes there */
  | { status: 'signedIn'; next: string; settings: Partial<AccountSettings> };

export const idleAuthState: AuthFormState = { status: 'idle' };

/** `fields` maps a field (`links.2`) to an `Account.profile.errors` key. */
export type ProfileFormState =
  | { status: 'idle' }
  | { status: 'saved' }
  | { status: 'error'; error: 'invalid' | 'saveFailed' | 'signedOut'; fields: Record<string, string> };

export const idleProfileState: ProfileFormState = { status: 'idle' };

export type SaveResult = { ok: true } | { ok: false; error: 'invalid' | 'saveFailed' | 'signedOut' };

/**
 * Supabase Auth errors → message keys under `Account.errors`. The visitor never sees Supabase's own text.
 * Codes: https://supabase.com/docs/guides/auth/debugging/error-codes
 */
export const authErrorKeys = [
  'invalidEmail',
  'userNotFound',
  'invalidCredentials',
  'invalidCode',
  'resendFailed',
  'generic',
  'missingCredentials',
  'missingEmail',
  'userExists',
  'weakPassword',
  'passwordTooShort',
  'passwordTooLong',
  'codeFormat',
  'rateLimited',
  'emailNotConfirmed',
] as const;
export type AuthErrorKey = (typeof authErrorKeys)[number];

/** What the visitor was doing: the same code means different things in different steps. */
export type AuthStep = 'signIn' | 'signUp' | 'sendCode' | 'verify' | 'resend';

/** The fields auth-js errors carry (AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError, …). */
export interface AuthErrorLike {
  code?: string | null;
  status?: number | null;
  message?: string | null;
  name?: string | null;
}

const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

export function authErrorKey(error: AuthErrorLike | null | undefined, step: AuthStep): AuthErrorKey {
  if (!error) return 'generic';
  // Any failure of the resend step reads the same: the old code may still work, a new one did not go out.
  if (step === 'resend') return 'resendFailed';
  const code = error.code ?? undefined;
  const status = error.status ?? 0;
  const message = error.message ?? '';

  if (message === MISSING_CREDENTIALS) return 'missingCredentials';
  switch (code) {
    case 'email_address_invalid':
      return 'invalidEmail';
    case 'validation_failed':
      return /email/i.test(message) ? 'invalidEmail' : 'generic';
    case 'user_not_found':
      return 'userNotFound';
    // signInWithOtp({ shouldCreateUser: false }) for an unknown address: "Signups not allowed for otp"
    case 'otp_disabled':
    case 'signup_disabled':
      return step === 'sendCode' ? 'userNotFound' : 'generic';
    case 'invalid_credentials':
      return step === 'verify' ? 'invalidCode' : 'invalidCredentials';
    case 'otp_expired':
      return 'invalidCode';
    case 'email_not_confirmed':
      return 'emailNotConfirmed';
    case 'user_already_exists':
    case 'email_exists':
      return 'userExists';
    case 'weak_password':
      return 'weakPassword';
    case 'over_email_send_rate_limit':
    case 'over_request_rate_limit':
      return 'rateLimited';
    default:
      break;
  }
  if (status === 429) return 'rateLimited';
  // Servers without error codes (before API version 2024-01-01) only give status and text.
  if (!code && status === 400 && /invalid login credentials/i.test(message)) return 'invalidCredentials';
  if (!code && (status === 401 || status === 403) && step === 'verify') return 'invalidCode';
  if (!code && status === 422 && step === 'sendCode' && /signups not allowed/i.test(message)) return 'userNotFound';
  return 'generic';
}

import { describe, expect, it } from 'vitest';
import { authErrorKey, authErrorKeys, type AuthStep } from './errors';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';

describe('authErrorKey', () => {
  it.each<[AuthStep, Record<string, unknown>, string]>([
    ['signIn', { code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' }, 'invalidCredentials'],
    ['verify', { code: 'otp_expired', status: 403, message: 'Token has expired or is invalid' }, 'invalidCode'],
    ['verify', { code: 'invalid_credentials', status: 400 }, 'invalidCode'],
    ['sendCode', { code: 'otp_disabled', status: 422, message: 'Signups not allowed for otp' }, 'userNotFound'],
    ['sendCode', { code: 'user_not_found', status: 404 }, 'userNotFound'],
    ['signIn', { code: 'user_not_found', status: 404 }, 'userNotFound'],
    ['signUp', { code: 'email_address_invalid', status: 400 }, 'invalidEmail'],
    ['signUp', { code: 'validation_failed', status: 400, message: 'Unable to validate email address: invalid format' }, 'invalidEmail'],
    ['signUp', { code: 'validation_failed', status: 400, message: 'Something else' }, 'generic'],
    ['signUp', { code: 'user_already_exists', status: 422 }, 'userExists'],
    ['signUp', { code: 'email_exists', status: 422 }, 'userExists'],
    ['signUp', { code: 'weak_password', status: 422 }, 'weakPassword'],
    ['signIn', { code: 'email_not_confirmed', status: 400 }, 'emailNotConfirmed'],
    ['sendCode', { code: 'over_email_send_rate_limit', status: 429 }, 'rateLimited'],
    ['signIn', { status: 429, message: 'Too many requests' }, 'rateLimited'],
    [
      'signIn',
      { name: 'AuthInvalidCredentialsError', status: 400, message: 'You must provide either an email or phone number and a password' },
      'missingCredentials',
    ],
    // old servers without codes
    ['signIn', { status: 400, message: 'Invalid login credentials' }, 'invalidCredentials'],
    ['verify', { status: 403, message: 'Token has expired or is invalid' }, 'invalidCode'],
    ['sendCode', { status: 422, message: 'Signups not allowed for otp' }, 'userNotFound'],
    // everything else: never the raw text
    ['signIn', { name: 'AuthRetryableFetchError', status: 0, message: 'fetch failed' }, 'generic'],
    ['signIn', { status: 500, message: 'Database error querying schema' }, 'generic'],
    ['signUp', { code: 'unexpected_failure', status: 500 }, 'generic'],
    ['signUp', { code: 'signup_disabled', status: 422 }, 'generic'],
    ['verify', { message: 'An error occurred on token verification.' }, 'generic'],
  ])('%s %j → %s', (step, error, key) => {
    expect(authErrorKey(error, step)).toBe(key);
  });

  it('reads every resend failure as resendFailed', () => {
    for (const e of [{ code: 'over_email_send_rate_limit', status: 429 }, { status: 500 }, { code: 'otp_expired' }, { message: 'x' }]) {
      expect(authErrorKey(e, 'resend')).toBe('resendFailed');
    }
  });

  it('answers generic for no error', () => {
    expect(authErrorKey(null, 'signIn')).toBe('generic');
    expect(authErrorKey(undefined, 'verify')).toBe('generic');
  });

  it('has a message for every key in both languages, with the wording of the brief and the glossary', () => {
    for (const key of authErrorKeys) {
      expect(en.Account.errors[key], `en ${key}`).toBeTruthy();
      expect(ja.Account.errors[key], `ja ${key}`).toBeTruthy();
    }
    expect(en.Account.errors.invalidEmail).toBe('Invalid email format');
    expect(en.Account.errors.userNotFound).toBe('User not found. Please sign up.');
    expect(en.Account.errors.invalidCode).toBe('Password has expired or is invalid.');
    expect(en.Account.errors.invalidCredentials).toBe('Password has expired or is invalid.');
    expect(en.Account.errors.resendFailed).toBe('Failed to resend the OTP. Please try again.');
    expect(en.Account.errors.generic).toBe('Something went wrong. Please try again.');
    expect(en.Account.errors.missingCredentials).toBe('You must provide either an email or phone number and a password');
    expect(ja.Account.errors.userNotFound).toBe('アカウントが見つかりません。新規登録してください。');
    expect(ja.Account.errors.invalidCode).toBe('認証コードの有効期限が切れているか、正しくありません。');
    expect(ja.Account.errors.resendFailed).toBe('認証コードを再送信できませんでした。もう一度お試しください。');
  });
});

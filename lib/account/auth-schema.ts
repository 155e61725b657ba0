import * as z from 'zod/mini';
import { trimmed } from './zod';

/**
 * The sign-in forms' schemas, used by the browser (before sending) and by the server actions (on what arrives).
 * Issue messages are `Account.errors.*` keys.
 */

// Japanese IMEs type full-width characters (ａ＠ｂ．ｊｐ, １２３４５６): NFKC folds them to ASCII.
const nfkc = (s: string) => s.normalize('NFKC').trim();

export const emailField = z.pipe(
  trimmed(nfkc),
  z.pipe(z.string().check(z.minLength(1, 'missingEmail'), z.maxLength(254, 'invalidEmail')), z.email('invalidEmail')),
);

/** Sign-in with a password: an empty form gets Supabase's "provide an email … and a password" message. */
export const passwordSignInSchema = z.object({ email: trimmed(nfkc), password: z.string() }).check(
  z.superRefine((v, ctx) => {
    if (!v.email || !v.password) ctx.addIssue({ code: 'custom', message: 'missingCredentials', path: [] });
    else if (!z.email().safeParse(v.email).success) ctx.addIssue({ code: 'custom', message: 'invalidEmail', path: ['email'] });
  }),
);

export const PASSWORD_MIN = 8;
/** bcrypt, which Supabase Auth uses, reads only the first 72 bytes. */
export const PASSWORD_MAX = 72;

export const signUpSchema = z.object({ email: trimmed(nfkc), password: z.string() }).check(
  z.superRefine((v, ctx) => {
    if (!v.email || !v.password) ctx.addIssue({ code: 'custom', message: 'missingCredentials', path: [] });
    else if (!z.email().safeParse(v.email).success) ctx.addIssue({ code: 'custom', message: 'invalidEmail', path: ['email'] });
    else if (v.password.length < PASSWORD_MIN) ctx.addIssue({ code: 'custom', message: 'passwordTooShort', path: ['password'] });
    else if (new TextEncoder().encode(v.password).length > PASSWORD_MAX) {
      ctx.addIssue({ code: 'custom', message: 'passwordTooLong', path: ['password'] });
    }
  }),
);

export const emailCodeRequestSchema = z.object({ email: emailField });

/** signup: confirming a new account; email: signing in with a code. */
export const otpKinds = ['signup', 'email'] as const;
export type OtpKind = (typeof otpKinds)[number];

export const verifyCodeSchema = z.object({
  email: emailField,
  kind: z.enum(otpKinds),
  code: z.pipe(
    trimmed((s) => s.normalize('NFKC').replace(/\s/g, '')),
    z.string().check(z.regex(/^\d{6}$/, 'codeFormat')),
  ),
});

export const resendCodeSchema = z.object({ email: emailField, kind: z.enum(otpKinds) });

/** The first issue's key, for forms that show one message. */
export function firstIssueKey(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'generic';
}

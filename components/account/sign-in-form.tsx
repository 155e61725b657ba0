'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/inputs';
import { sendSignInCode, signInWithPassword, signUp } from '@/lib/account/actions';
import { idleAuthState, type AuthFormState } from '@/lib/account/form-state';
import type { OtpKind } from '@/lib/account/auth-schema';
import { Link } from '@/lib/i18n/navigation';
import { AuthError, errorFor, ReturnFields } from './auth-fields';

/** The e-mailed code is the default way in; a password is the second way; a new account is the third. */
export type SignInMode = 'code' | 'password' | 'signup';
const actions = { code: sendSignInCode, password: signInWithPassword, signup: signUp } as const;

const copy = {
  code: { intro: 'codeIntro', submit: 'sendCode' },
  password: { intro: 'passwordIntro', submit: 'signIn' },
  signup: { intro: 'signUpIntro', submit: 'createAccount' },
} as const;

/**
 * One form for every way in: the e-mail address, and a password where the mode needs one. It hands a signed-in
 * result or a sent code to the panel as the action returns, not from an effect.
 */
export function SignInForm({
  mode,
  onMode,
  next,
  onSignedIn,
  onCodeSent,
}: {
  mode: SignInMode;
  onMode: (mode: SignInMode) => void;
  next: string;
  onSignedIn: (state: Extract<AuthFormState, { status: 'signedIn' }>) => void;
  onCodeSent: (email: string, kind: OtpKind) => void;
}) {
  const t = useTranslations('Account.login');
  const locale = useLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // The mode whose action gave the state: an error of one way is not shown under another.
  const [answered, setAnswered] = useState<SignInMode>(mode);
  const [result, action, pending] = useActionState(async (prev: AuthFormState, fd: FormData) => {
    const way = fd.get('mode') === 'password' ? 'password' : fd.get('mode') === 'signup' ? 'signup' : 'code';
    const out = await actions[way](prev, fd);
    setAnswered(way);
    if (out.status === 'signedIn') onSignedIn(out);
    else if (out.status === 'codeSent') onCodeSent(out.email, out.kind);
    return out;
  }, idleAuthState);
  const state = answered === mode ? result : idleAuthState;
  const err = `${id}-error`;
  const withPassword = mode !== 'code';

  return (
    <div className="max-w-md space-y-6">
      <form action={action} noValidate className="space-y-4" data-testid="sign-in-form" data-mode={mode}>
        {mode === 'signup' ? <h2 className="text-xl font-semibold">{t('signUpTitle')}</h2> : null}
        <p className="text-slate-700 dark:text-slate-300">{t(copy[mode].intro)}</p>
        <ReturnFields next={next} locale={locale} />
        <input type="hidden" name="mode" value={mode} />
        <Field id={`${id}-email`} label={t('email')} errorId={errorFor(state, 'email', err)}>
          {(control) => (
            <TextInput
              {...control}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        {withPassword ? (
          <Field
            id={`${id}-password`}
            label={mode === 'signup' ? t('newPassword') : t('password')}
            hint={mode === 'signup' ? t('newPasswordHelp') : undefined}
            errorId={errorFor(state, 'password', err)}
          >
            {(control) => (
              <TextInput
                {...control}
                name="password"
                type="password"
                autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
        ) : null}
        <AuthError state={state} id={err} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit" disabled={pending || state.status === 'signedIn'}>
            {pending ? t('sending') : t(copy[mode].submit)}
          </Button>
          {mode === 'signup' ? null : (
            <Button variant="link" onClick={() => onMode(mode === 'code' ? 'password' : 'code')} data-testid="switch-method">
              {mode === 'code' ? t('usePassword') : t('useCode')}
            </Button>
          )}
        </div>
      </form>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {mode === 'signup' ? (
          <>
            {t('haveAccount')}{' '}
            <Button variant="link" onClick={() => onMode('code')} data-testid="back-to-sign-in">
              {t('signIn')}
            </Button>
          </>
        ) : (
          <>
            {t('noAccount')}{' '}
            <Link
              href={{ pathname: '/login', query: next ? { create: '1', next } : { create: '1' } }}
              className="font-semibold text-cyan-800 underline dark:text-cyan-200"
              data-testid="create-account-link"
              onClick={(e) => {
                e.preventDefault();
                onMode('signup');
              }}
            >
              {t('createAccountLink')}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

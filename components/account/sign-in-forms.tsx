'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { sendSignInCode, signInWithPassword, signUp } from '@/lib/account/actions';
import { idleAuthState, type AuthFormState } from '@/lib/account/form-state';
import type { OtpKind } from '@/lib/account/schema';
import { AuthError, errorFor, Field, primaryButton, ReturnFields } from './auth-fields';

export interface FormProps {
  email: string;
  onEmail: (email: string) => void;
  next: string;
  onSignedIn: (state: Extract<AuthFormState, { status: 'signedIn' }>) => void;
  onCodeSent: (email: string, kind: OtpKind) => void;
}

/** Hands the action's outcome to the panel once per result. */
function useOutcome(state: AuthFormState, { onSignedIn, onCodeSent }: Pick<FormProps, 'onSignedIn' | 'onCodeSent'>) {
  const handled = useRef<AuthFormState | null>(null);
  useEffect(() => {
    if (handled.current === state) return;
    handled.current = state;
    if (state.status === 'signedIn') onSignedIn(state);
    else if (state.status === 'codeSent') onCodeSent(state.email, state.kind);
  }, [state, onSignedIn, onCodeSent]);
}

function EmailField({ id, value, onChange, errorId }: { id: string; value: string; onChange: (v: string) => void; errorId: string | null }) {
  const t = useTranslations('Login');
  return (
    <Field
      id={id}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      label={t('email')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      errorId={errorId}
    />
  );
}

/** E-mail + password. */
export function PasswordForm(props: FormProps) {
  const t = useTranslations('Login');
  const locale = useLocale();
  const id = useId();
  const [password, setPassword] = useState('');
  const [state, action, pending] = useActionState(signInWithPassword, idleAuthState);
  useOutcome(state, props);
  const err = `${id}-error`;
  return (
    <form action={action} noValidate className="space-y-4" data-testid="password-form">
      <p className="text-slate-700 dark:text-slate-300">{t('passwordIntro')}</p>
      <ReturnFields next={props.next} locale={locale} />
      <EmailField id={`${id}-email`} value={props.email} onChange={props.onEmail} errorId={errorFor(state, 'email', err)} />
      <Field
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        errorId={errorFor(state, 'password', err)}
      />
      <AuthError state={state} id={err} />
      <button type="submit" className={primaryButton} disabled={pending || state.status === 'signedIn'}>
        {pending ? t('sending') : t('signIn')}
      </button>
    </form>
  );
}

/** New account: e-mail + password, then the code step (kind signup). */
export function SignUpForm(props: FormProps) {
  const t = useTranslations('Login');
  const locale = useLocale();
  const id = useId();
  const [password, setPassword] = useState('');
  const [state, action, pending] = useActionState(signUp, idleAuthState);
  useOutcome(state, props);
  const err = `${id}-error`;
  return (
    <form action={action} noValidate className="space-y-4" data-testid="sign-up-form">
      <h2 className="text-xl font-semibold">{t('signUpTitle')}</h2>
      <p className="text-slate-700 dark:text-slate-300">{t('signUpIntro')}</p>
      <ReturnFields next={props.next} locale={locale} />
      <EmailField id={`${id}-email`} value={props.email} onChange={props.onEmail} errorId={errorFor(state, 'email', err)} />
      <Field
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('newPassword')}
        help={t('newPasswordHelp')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        errorId={errorFor(state, 'password', err)}
      />
      <AuthError state={state} id={err} />
      <button type="submit" className={primaryButton} disabled={pending}>
        {pending ? t('sending') : t('createAccount')}
      </button>
    </form>
  );
}

/** Sign-in by a code sent to an existing account's address. */
export function CodeRequestForm(props: FormProps) {
  const t = useTranslations('Login');
  const locale = useLocale();
  const id = useId();
  const [state, action, pending] = useActionState(sendSignInCode, idleAuthState);
  useOutcome(state, props);
  const err = `${id}-error`;
  return (
    <form action={action} noValidate className="space-y-4" data-testid="code-request-form">
      <p className="text-slate-700 dark:text-slate-300">{t('codeIntro')}</p>
      <ReturnFields next={props.next} locale={locale} />
      <EmailField id={`${id}-email`} value={props.email} onChange={props.onEmail} errorId={errorFor(state, 'email', err)} />
      <AuthError state={state} id={err} />
      <button type="submit" className={primaryButton} disabled={pending}>
        {pending ? t('sending') : t('sendCode')}
      </button>
    </form>
  );
}

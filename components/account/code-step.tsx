'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/inputs';
import { resendCode, verifyCode } from '@/lib/account/actions';
import { idleAuthState, type AuthFormState } from '@/lib/account/form-state';
import type { OtpKind } from '@/lib/account/auth-schema';
import { AuthError, errorFor, ReturnFields } from './auth-fields';

/** Seconds between two codes; Supabase's default e-mail rate limit allows one per 60 s per address. */
export const RESEND_COOLDOWN_S = 60;

/** Whole seconds left until `since + seconds`, ticking once a second while positive. */
function useCountdown(since: number, seconds: number): number {
  const [now, setNow] = useState(since);
  if (now < since) setNow(since); // a new code was just sent: restart from the full cooldown
  const left = Math.max(0, Math.ceil((since + seconds * 1000 - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  return left;
}

/** The 6-digit code: Verify, and Resend after a visible cooldown. */
export function CodeStep({
  email,
  kind,
  next,
  onBack,
  onSignedIn,
}: {
  email: string;
  kind: OtpKind;
  next: string;
  onBack: () => void;
  onSignedIn: (state: Extract<AuthFormState, { status: 'signedIn' }>) => void;
}) {
  const t = useTranslations('Account.login');
  const locale = useLocale();
  const id = useId();
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [verifyState, verify, verifying] = useActionState(async (prev: AuthFormState, fd: FormData) => {
    const out = await verifyCode(prev, fd);
    if (out.status === 'signedIn') onSignedIn(out);
    return out;
  }, idleAuthState);
  const [resendState, resend, resending] = useActionState(async (prev: AuthFormState, fd: FormData) => {
    const out = await resendCode(prev, fd);
    if (out.status === 'resent') setSentAt(Date.now());
    return out;
  }, idleAuthState);
  const left = useCountdown(sentAt, RESEND_COOLDOWN_S);

  // The newest outcome is the one to show: an error of Verify, or the result of Resend.
  const [shown, setShown] = useState<'verify' | 'resend'>('verify');
  const err = `${id}-error`;
  const status = shown === 'resend' ? resendState : verifyState;

  return (
    <form
      action={verify}
      noValidate
      className="space-y-4"
      data-testid="code-form"
      onSubmit={(e) => setShown(e.nativeEvent.submitter?.dataset.action === 'resend' ? 'resend' : 'verify')}
    >
      <h2 className="text-xl font-semibold">{t('codeTitle')}</h2>
      <p className="text-slate-700 dark:text-slate-300" data-testid="code-sent">
        {t('codeSent', { email })}
      </p>
      <ReturnFields next={next} locale={locale} />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="kind" value={kind} />
      <Field
        id={`${id}-code`}
        label={t('code')}
        hint={t('codeHelp')}
        errorId={shown === 'verify' ? errorFor(verifyState, 'code', err) : null}
      >
        {(control) => (
          <TextInput
            {...control}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            // The code step replaces the form the visitor just used; the code is what they type next.
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className="w-40 px-3 py-2 text-center font-mono text-xl tracking-[0.3em]"
          />
        )}
      </Field>
      <AuthError state={status} id={err} />
      {shown === 'resend' && resendState.status === 'resent' ? (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300" data-testid="code-resent">
          {t('resent', { email })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={verifying}>
          {verifying ? t('sending') : t('verify')}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          formAction={resend}
          formNoValidate
          data-action="resend"
          disabled={left > 0 || resending}
          aria-describedby={left > 0 ? `${id}-wait` : undefined}
          data-testid="resend-button"
        >
          {left > 0 ? t('resendIn', { seconds: left }) : t('resend')}
        </Button>
      </div>
      {left > 0 ? (
        <p id={`${id}-wait`} className="sr-only">
          {t('resendWait', { seconds: left })}
        </p>
      ) : null}
      <Button variant="link" onClick={onBack}>
        {t('changeEmail')}
      </Button>
    </form>
  );
}

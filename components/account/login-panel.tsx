'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { OtpKind } from '@/lib/account/auth-schema';
import type { AuthFormState } from '@/lib/account/form-state';
import { Link } from '@/lib/i18n/navigation';
import { CodeStep } from './code-step';
import { SignInForm, type SignInMode } from './sign-in-form';
import { useAccount } from './use-account';
import { useFinishSignIn } from './use-finish-sign-in';

const noSubscription = () => () => {};

/**
 * ?next= (from the header's sign-in link), ?error=link (from /auth/confirm) and ?create (the "create an account"
 * link) are read in the browser, so that this page stays static.
 */
function useQuery() {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  );
  const p = new URLSearchParams(search);
  return { next: p.get('next') ?? '', linkFailed: p.get('error') === 'link', create: p.has('create') };
}

/** E-mail → code → signed in by default; a password or a new account on the same screen. */
export function LoginPanel() {
  const t = useTranslations('Account.login');
  const account = useAccount();
  const finish = useFinishSignIn();
  const query = useQuery();
  const [chosen, setChosen] = useState<SignInMode | null>(null);
  const mode: SignInMode = chosen ?? (query.create ? 'signup' : 'code');
  const [codeStep, setCodeStep] = useState<{ email: string; kind: OtpKind } | null>(null);
  const [done, setDone] = useState(false);

  const onSignedIn = useCallback(
    (state: Extract<AuthFormState, { status: 'signedIn' }>) => {
      setDone(true);
      finish(state);
    },
    [finish],
  );
  const onCodeSent = useCallback((address: string, kind: OtpKind) => setCodeStep({ email: address, kind }), []);

  if (done) {
    return (
      <p role="status" className="text-lg" data-testid="signed-in">
        {t('signedIn')}
      </p>
    );
  }

  if (account.status === 'signedIn') {
    return (
      <div className="space-y-4" data-testid="already-signed-in">
        <p>{t('alreadySignedIn', { email: account.user.email })}</p>
        <p className="flex gap-4">
          <Link href="/profile" prefetch={false} className="text-cyan-800 underline dark:text-cyan-200">
            {t('goProfile')}
          </Link>
          <Link href="/" className="text-cyan-800 underline dark:text-cyan-200">
            {t('goHome')}
          </Link>
        </p>
      </div>
    );
  }

  if (codeStep) {
    return (
      <CodeStep email={codeStep.email} kind={codeStep.kind} next={query.next} onSignedIn={onSignedIn} onBack={() => setCodeStep(null)} />
    );
  }

  return (
    <div className="max-w-md">
      {query.linkFailed ? (
        <p
          role="alert"
          data-testid="link-failed"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm dark:border-amber-700 dark:bg-amber-950"
        >
          {t('linkFailed')}
        </p>
      ) : null}
      <SignInForm mode={mode} onMode={setChosen} next={query.next} onSignedIn={onSignedIn} onCodeSent={onCodeSent} />
    </div>
  );
}

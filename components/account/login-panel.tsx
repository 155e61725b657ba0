'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AuthFormState } from '@/lib/account/form-state';
import type { OtpKind } from '@/lib/account/schema';
import { Link } from '@/lib/i18n/navigation';
import { CodeStep } from './code-step';
import { CodeRequestForm, PasswordForm, SignUpForm, type FormProps } from './sign-in-forms';
import { useAccount } from './use-account';
import { useFinishSignIn } from './use-finish-sign-in';

const tabs = ['password', 'code', 'signup'] as const;
type Tab = (typeof tabs)[number];
const tabLabel = { password: 'tabPassword', code: 'tabCode', signup: 'tabSignUp' } as const;

/** Sign in with a password or an e-mailed code, or create an account; then the code step where one is needed. */
export function LoginPanel() {
  const t = useTranslations('Login');
  const id = useId();
  const account = useAccount();
  const finish = useFinishSignIn();
  const [tab, setTab] = useState<Tab>('password');
  const [email, setEmail] = useState('');
  const [codeStep, setCodeStep] = useState<{ email: string; kind: OtpKind } | null>(null);
  const [done, setDone] = useState(false);
  // ?next= (from the header's sign-in link) and ?error=link (from /auth/confirm) are read in the browser,
  // so that this page stays static.
  const [query, setQuery] = useState({ next: '', linkFailed: false });
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  useEffect(() => {
    const p = new URLSearchParams(window.location.search);
    setQuery({ next: p.get('next') ?? '', linkFailed: p.get('error') === 'link' });
  }, []);

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
    return <CodeStep email={codeStep.email} kind={codeStep.kind} next={query.next} onSignedIn={onSignedIn} onBack={() => setCodeStep(null)} />;
  }

  const props: FormProps = { email, onEmail: setEmail, next: query.next, onSignedIn, onCodeSent };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const to = e.key === 'Home' ? tabs[0] : e.key === 'End' ? tabs[tabs.length - 1] : step ? tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length] : null;
    if (!to) return;
    e.preventDefault();
    setTab(to);
    tabRefs.current[to]?.focus();
  };

  return (
    <div className="max-w-md">
      {query.linkFailed ? (
        <p role="alert" data-testid="link-failed" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm dark:border-amber-700 dark:bg-amber-950">
          {t('linkFailed')}
        </p>
      ) : null}
      <div role="tablist" aria-label={t('methods')} className="mb-6 flex gap-1 border-b border-slate-300 dark:border-slate-700">
        {tabs.map((k) => (
          <button
            key={k}
            ref={(el) => {
              tabRefs.current[k] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`${id}-panel`}
            tabIndex={tab === k ? 0 : -1}
            onClick={() => setTab(k)}
            onKeyDown={onKeyDown}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-950 aria-selected:border-cyan-700 aria-selected:text-cyan-800 dark:text-slate-300 dark:hover:text-white dark:aria-selected:border-cyan-300 dark:aria-selected:text-cyan-200"
          >
            {t(tabLabel[k])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'password' ? <PasswordForm {...props} /> : tab === 'code' ? <CodeRequestForm {...props} /> : <SignUpForm {...props} />}
      </div>
    </div>
  );
}

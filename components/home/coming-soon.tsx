import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/layout/intent-link';
import { HomeSection } from './home-section';

/** Parameter logging and tank tracking are live (the reef log); the other announcements are still in preparation. */
const FEATURES = ['collections', 'community'] as const;

export async function ComingSoon() {
  const t = await getTranslations('Home');
  return (
    <HomeSection id="coming-soon" title={t('comingSoonTitle')} text={t('comingSoonText')}>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className="rounded-xl border border-cyan-700 p-5 dark:border-cyan-400" data-testid="log-card">
          <p className="text-xs font-semibold uppercase tracking-wide text-emerald-800 dark:text-emerald-200">{t('liveBadge')}</p>
          <h3 className="mt-1 font-semibold text-slate-900 dark:text-white">
            <IntentLink href="/log" className="underline decoration-cyan-700 underline-offset-4 dark:decoration-cyan-300">
              {t('log.title')}
            </IntentLink>
          </h3>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('log.text')}</p>
        </li>
        {FEATURES.map((f) => (
          <li key={f} className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
            <p className="text-xs font-semibold uppercase tracking-wide text-cyan-800 dark:text-cyan-200">{t('comingSoonBadge')}</p>
            <h3 className="mt-1 font-semibold text-slate-900 dark:text-white">{t(`soon.${f}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(`soon.${f}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

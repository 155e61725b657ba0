import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/layout/intent-link';
import { HomeSection } from './home-section';

/** What the site offers beside the calculators, each live and linked: the reef log, its collections and the community. */
const FEATURES = [
  { key: 'log', href: '/log' },
  { key: 'collections', href: '/log' },
  { key: 'community', href: '/community' },
] as const;

export async function MoreFeatures() {
  const t = await getTranslations('Home');
  return (
    <HomeSection id="more-features" title={t('featuresTitle')} text={t('featuresText')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((f) => (
          <li key={f.key} className="rounded-xl border border-cyan-700 p-5 dark:border-cyan-400" data-testid={`${f.key}-card`}>
            <p className="text-xs font-semibold uppercase tracking-wide text-emerald-800 dark:text-emerald-200">{t('liveBadge')}</p>
            <h3 className="mt-1 font-semibold text-slate-900 dark:text-white">
              <IntentLink href={f.href} className="underline decoration-cyan-700 underline-offset-4 dark:decoration-cyan-300">
                {f.key === 'log' ? t('log.title') : t(`features.${f.key}.title`)}
              </IntentLink>
            </h3>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {f.key === 'log' ? t('log.text') : t(`features.${f.key}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/layout/intent-link';
import { sponsorTiers, sponsorsInTier } from '@/lib/sponsors';

/** The five tiers with their offer; an empty tier shows an open slot that invites a sponsor. */
export async function SponsorTiers({ compact = false, headingLevel = 2 }: { compact?: boolean; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('Sponsors');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={compact ? 'grid gap-3 sm:grid-cols-5' : 'space-y-4'}>
      {sponsorTiers.map((tier) => {
        const sponsors = sponsorsInTier(tier);
        return (
          <li key={tier} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-tier={tier}>
            <Heading className="font-semibold text-slate-900 dark:text-white">{t(`tiers.${tier}.name`)}</Heading>
            {compact ? null : <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(`tiers.${tier}.offer`)}</p>}
            {sponsors.length === 0 ? (
              <div className="mt-3 rounded-lg border-2 border-dashed border-cyan-600/60 p-3 text-sm dark:border-cyan-300/60">
                <p className="font-medium text-cyan-800 dark:text-cyan-200">{t('openSlot')}</p>
                {compact ? null : (
                  <p className="mt-1 text-slate-700 dark:text-slate-300">
                    {t('openSlotText')}{' '}
                    <IntentLink href="/contact" className="font-medium text-cyan-800 underline dark:text-cyan-200">
                      {t('cta')}
                    </IntentLink>
                  </p>
                )}
              </div>
            ) : (
              <ul className="mt-3 flex flex-wrap gap-3">
                {sponsors.map((s) => (
                  <li key={s.name}>
                    <a href={s.url} rel="sponsored noopener" className="text-cyan-800 underline dark:text-cyan-200">
                      {s.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

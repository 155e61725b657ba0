import { getTranslations } from 'next-intl/server';
import type { CalculatorSlug } from '@/lib/calculators/registry';
import { Link } from '@/lib/i18n/navigation';

export async function CalculatorCard({ slug, as: Heading = 'h3' }: { slug: CalculatorSlug; as?: 'h3' | 'h4' }) {
  const t = await getTranslations('Calculators');
  return (
    <li className="group relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-cyan-600 hover:shadow-md dark:border-slate-700 dark:bg-slate-900 dark:hover:border-cyan-400">
      <Heading className="text-lg font-semibold text-slate-900 dark:text-white">
        <Link href={`/reef-calculator/${slug}`} className="after:absolute after:inset-0 focus:outline-none">
          {t(`${slug}.title`)}
        </Link>
      </Heading>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t(`${slug}.description`)}</p>
    </li>
  );
}

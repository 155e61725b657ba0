import { blogCategories } from '@/lib/blog/categories';
import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/layout/intent-link';

/** "All Categories" and one link per category; the current one is marked. */
export async function CategoryFilter({ current }: { current?: string }) {
  const t = await getTranslations('Blog');
  const cls =
    'inline-block rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-cyan-600 aria-[current=page]:border-cyan-700 aria-[current=page]:bg-cyan-700 aria-[current=page]:text-white dark:border-slate-600 dark:aria-[current=page]:border-cyan-300 dark:aria-[current=page]:bg-cyan-300 dark:aria-[current=page]:text-slate-950';
  return (
    <nav aria-label={t('categoriesNav')} className="mb-8" data-testid="category-filter">
      <ul className="flex flex-wrap gap-2">
        <li>
          <IntentLink href="/blog" aria-current={current ? undefined : 'page'} className={cls}>
            {t('allCategories')}
          </IntentLink>
        </li>
        {blogCategories.map((c) => (
          <li key={c}>
            <IntentLink href={`/blog/${c}`} aria-current={current === c ? 'page' : undefined} className={cls}>
              {t(`categories.${c}.title`)}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

'use client';

import { useLocale } from 'next-intl';
import type { MouseEvent } from 'react';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { routing, type AppLocale } from '@/lib/i18n/routing';

const NAMES: Record<AppLocale, string> = { en: 'English', ja: '日本語' };

/** Links to the current page in each language; the query string comes along. */
export function LocaleSwitcher({ label }: { label: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();

  const go = (target: AppLocale) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    router.replace(`${pathname}${window.location.search}${window.location.hash}`, { locale: target });
  };

  return (
    <nav aria-label={label} className="flex items-center gap-1 text-sm" data-testid="locale-switcher">
      {routing.locales.map((l) => (
        <Link
          key={l}
          href={pathname}
          locale={l}
          lang={l}
          hrefLang={l}
          aria-current={l === locale ? 'true' : undefined}
          onClick={go(l)}
          className="rounded px-2 py-1 text-slate-700 hover:bg-slate-100 aria-[current]:bg-cyan-50 aria-[current]:font-semibold aria-[current]:text-cyan-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current]:bg-cyan-950 dark:aria-[current]:text-cyan-200"
        >
          {NAMES[l]}
        </Link>
      ))}
    </nav>
  );
}

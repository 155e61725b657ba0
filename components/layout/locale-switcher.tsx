'use client';

import { useLocale } from 'next-intl';
import { useSaveToAccount } from '@/components/account/use-save-to-account';
import { useId, type MouseEvent } from 'react';
import { rememberLocale } from '@/lib/i18n/locale-cookie';
import { getPathname, Link, usePathname } from '@/lib/i18n/navigation';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { settingLabelClass } from './setting-label';

const NAMES: Record<AppLocale, string> = { en: 'English', ja: '日本語' };

/**
 * Links to the current page in each language; the query string and hash come along. The switch is a full
 * navigation after writing the locale cookie (and, signed in, saving the language in the account): a
 * client-side navigation to the English page goes through next-intl's /en → / redirect, which Next's router
 * then keeps prefetching in a loop. With `showLabel` the label is written above the links (the settings popover).
 */
export function LocaleSwitcher({ label, showLabel = false }: { label: string; showLabel?: boolean }) {
  const locale = useLocale();
  const labelId = useId();
  const pathname = usePathname();
  const saveToAccount = useSaveToAccount();

  const go = (target: AppLocale) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    rememberLocale(target);
    const href = `${getPathname({ href: pathname, locale: target })}${window.location.search}${window.location.hash}`;
    // Signed in, the account keeps the language too (waited for briefly: leaving the page would cancel the save).
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose (see above)
    void saveToAccount({ language: target }).then(() => window.location.assign(href));
  };

  const links = (
    <div className="flex items-center gap-1 text-sm">
      {routing.locales.map((l) => (
        <Link
          key={l}
          href={pathname}
          locale={l}
          lang={l}
          hrefLang={l}
          prefetch={false}
          aria-current={l === locale ? 'true' : undefined}
          onClick={go(l)}
          className="whitespace-nowrap rounded px-2 py-1 text-slate-700 hover:bg-slate-100 aria-[current]:bg-cyan-50 aria-[current]:font-semibold aria-[current]:text-cyan-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current]:bg-cyan-950 dark:aria-[current]:text-cyan-200"
        >
          {NAMES[l]}
        </Link>
      ))}
    </div>
  );

  if (!showLabel) {
    return (
      <nav aria-label={label} data-testid="locale-switcher">
        {links}
      </nav>
    );
  }
  return (
    <nav aria-labelledby={labelId} className="flex flex-col gap-1" data-testid="locale-switcher">
      <span id={labelId} className={settingLabelClass}>
        {label}
      </span>
      {links}
    </nav>
  );
}

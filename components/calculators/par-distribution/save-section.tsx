'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode, Ref } from 'react';

/**
 * The "save to my log" section's heading and intro, shared by the slot that loads the section
 * (./save-to-log-slot.tsx) and the section itself (./save-to-log.tsx).
 */
export function SaveSection({ children, sectionRef }: { children: ReactNode; sectionRef?: Ref<HTMLElement> }) {
  const t = useTranslations('Calculators.par-distribution.save');
  return (
    <section ref={sectionRef} aria-labelledby="par-save-title" className="flex flex-col gap-2" data-testid="par-save">
      <h2 id="par-save-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('intro')}</p>
      {children}
    </section>
  );
}

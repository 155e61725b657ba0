'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { memo, useEffect, useRef, useState, type Ref } from 'react';
import type { ParMapInput } from '@/lib/collection/par-map';
import { SaveSection } from './save-section';

function Loading({ sectionRef }: { sectionRef?: Ref<HTMLElement> }) {
  const t = useTranslations('Calculators.par-distribution.save');
  return (
    <SaveSection sectionRef={sectionRef}>
      <p className="text-sm">{t('loading')}</p>
    </SaveSection>
  );
}

const SaveToLog = dynamic(() => import('./save-to-log').then((m) => m.SaveToLog), { ssr: false, loading: () => <Loading /> });

/**
 * "Save to my log", far below the map: the section's heading shows from the server, and the section itself (which
 * opens the log's IndexedDB through Dexie to list the keeper's tanks) loads when it comes within a screen of the
 * viewport. Loaded with the page, Dexie's evaluation was the largest script of ours in the page's load
 * (docs/performance.md, "The calculators against the goal").
 */
export const SaveToLogSlot = memo(function SaveToLogSlot({ input }: { input: ParMapInput | null }) {
  const [near, setNear] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return near ? <SaveToLog input={input} /> : <Loading sectionRef={ref} />;
});

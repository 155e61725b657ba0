'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { Component, memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useMounted } from '@/components/ui/use-mounted';
import type { SceneData } from './scene-types';

function SceneLoading({ error }: { error?: Error | null }) {
  const t = useTranslations('Calculators.par-distribution');
  const tc = useTranslations('Common');
  // shown inside the scene's box, dark in both themes (bg-slate-900 below)
  return <p className="p-4 text-sm text-slate-200">{error ? t('threeD.failed') : tc('loading')}</p>;
}

/** three.js, r3f and drei load only here, in a chunk of their own, once the visitor asks for the 3D view. */
const ParScene = dynamic(() => import('./par-scene').then((m) => m.ParScene), { ssr: false, loading: SceneLoading });

/** A throwaway canvas tells whether the browser can give a WebGL context at all (it is released at once). */
function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return Boolean(gl);
  } catch {
    return false;
  }
}

class SceneBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

type Status = 'idle' | 'loading' | 'ready' | 'noWebgl' | 'failed';

/**
 * The "PAR map (3D)" section: a button (or scrolling the section into view) loads the scene; without WebGL the
 * section says why there is no 3D view, and the heat map and statistics above work as before. While an input is
 * invalid (`data` null) the scene is taken down and a note shows instead.
 */
export const ParSceneLoader = memo(function ParSceneLoader({ data }: { data: SceneData | null }) {
  const t = useTranslations('Calculators.par-distribution');
  const [status, setStatus] = useState<Status>('idle');
  const mounted = useMounted();
  const opened = useRef(false);
  const sectionRef = useRef<HTMLElement>(null);
  const open = useCallback(() => {
    if (opened.current) return;
    opened.current = true;
    setStatus(hasWebGL() ? 'loading' : 'noWebgl');
  }, []);
  useEffect(() => {
    const el = sectionRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        open();
      },
      { threshold: 0.5 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [open]);
  const onReady = useCallback(() => setStatus('ready'), []);
  const onError = useCallback(() => setStatus('failed'), []);
  return (
    <section ref={sectionRef} aria-labelledby="par-3d-title" className="flex flex-col gap-3" data-testid="par-3d" data-state={status}>
      <h2 id="par-3d-title" className="text-xl font-semibold">
        {t('threeD.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('threeD.intro')}</p>
      {status === 'idle' ? (
        // inert until hydrated: a tap on the server-rendered button would be lost
        <Button onClick={open} disabled={!mounted} className="self-start text-sm">
          {t('threeD.show')}
        </Button>
      ) : null}
      {status === 'noWebgl' || status === 'failed' ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
          data-testid="par-3d-message"
        >
          {t(status === 'noWebgl' ? 'threeD.noWebgl' : 'threeD.failed')}
        </p>
      ) : null}
      {(status === 'loading' || status === 'ready') && !data ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('threeD.invalid')}</p>
      ) : null}
      {(status === 'loading' || status === 'ready') && data ? (
        <div
          role="img"
          aria-label={t('threeD.label')}
          className="h-[24rem] overflow-hidden rounded-lg border border-slate-200 bg-slate-900 sm:h-[28rem] dark:border-slate-700"
        >
          <SceneBoundary onError={onError}>
            <ParScene data={data} onReady={onReady} />
          </SceneBoundary>
        </div>
      ) : null}
      {status === 'ready' ? <p className="text-xs text-slate-600 dark:text-slate-400">{t('threeD.controls')}</p> : null}
    </section>
  );
});

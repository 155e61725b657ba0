'use client';

import { useEffect, useState } from 'react';
import { buttonClass } from './button';

/** Copies `text`; the confirmation is announced to screen readers (role="status") and shown for 3 s. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  failedLabel,
  className,
}: {
  text: string | (() => string);
  label: string;
  copiedLabel: string;
  failedLabel: string;
  className?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="inline-flex items-center gap-3">
      <button type="button" onClick={() => void copy()} className={className ?? buttonClass('tool')}>
        {label}
      </button>
      <span role="status" aria-live="polite" className="text-sm text-cyan-800 dark:text-cyan-200">
        {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : ''}
      </span>
    </span>
  );
}

'use client';

import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/inputs';

type Status = 'idle' | 'copied' | 'manual' | 'empty';

/**
 * "Copy readings": the latest readings as one line for a blog or forum post (lib/public/readings-line.ts), written to
 * the clipboard; where the browser refuses, the line is shown selected for the visitor to copy, and the outcome is
 * said in a live region. `line` is the text made on the server (the public tank page); `read` makes it on click (the
 * log's share panel, from the tank's tests in this browser). docs/public-pages.md "Copy the readings".
 */
export function CopyReadings({ line, read }: { line?: string; read?: () => Promise<string | null> }) {
  const t = useTranslations('PublicShare.copy');
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);

  async function copy() {
    const value = line ?? (read ? await read() : null);
    if (!value) return setStatus('empty');
    setText(value);
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      setStatus('manual');
      // after the text area is drawn with the line in it
      requestAnimationFrame(() => {
        area.current?.focus();
        area.current?.select();
      });
    }
  }

  return (
    <div className="flex flex-col gap-2" data-testid="copy-readings">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="quiet" type="button" onClick={() => void copy()}>
          {t('button')}
        </Button>
        <p role="status" aria-live="polite" className="text-sm">
          {status === 'idle' ? '' : t(status)}
        </p>
      </div>
      {status === 'manual' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-line`} className="text-sm font-medium">
            {t('label')}
          </label>
          <textarea id={`${id}-line`} ref={area} readOnly value={text} rows={3} className={inputClass} />
        </div>
      ) : null}
    </div>
  );
}

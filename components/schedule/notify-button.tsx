'use client';

import { useSyncExternalStore, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

type Permission = NotificationPermission | 'unsupported' | 'unknown';
const read = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/** Asks the browser for notifications only when the keeper presses the button (never on a first visit). */
export function NotifyButton() {
  const t = useTranslations('Schedule');
  const [asked, setAsked] = useState<Permission | null>(null);
  const initial = useSyncExternalStore(
    () => () => {},
    read,
    (): Permission => 'unknown',
  );
  const state = asked ?? initial;
  if (state === 'unknown') return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {state === 'default' ? (
        <Button variant="quiet" type="button" onClick={() => void Notification.requestPermission().then((p) => setAsked(p))}>
          {t('notify.allow')}
        </Button>
      ) : (
        <p role="status">{state === 'granted' ? t('notify.granted') : state === 'denied' ? t('notify.denied') : t('notify.unsupported')}</p>
      )}
    </div>
  );
}

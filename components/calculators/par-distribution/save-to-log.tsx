'use client';

import { useLiveQuery } from 'dexie-react-hooks';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useId, useMemo, useState } from 'react';
import { useAccount } from '@/components/account/use-account';
import { inputClass } from '@/components/log/log-styles';
import { useLogStore } from '@/components/log/use-log-store';
import { Button } from '@/components/ui/button';
import { parMapTyped, type ParMapInput } from '@/lib/collection/par-map';
import { formatNumber } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { addEntry, listTanks, LogWriteError } from '@/lib/log/repo';
import { SaveSection } from './save-section';

/**
 * "Save to my log": stores the map's inputs as a note of one of the keeper's tanks (lib/collection/par-map.ts), in
 * the log of the account in use, so a coral placed in that tank gets its PAR from the map (docs/collections.md).
 */
export const SaveToLog = memo(function SaveToLog({ input }: { input: ParMapInput | null }) {
  const t = useTranslations('Calculators.par-distribution.save');
  const locale = useLocale();
  const account = useAccount();
  const owner = account.status === 'signedIn' ? account.user.id : account.status === 'signedOut' ? null : undefined;
  const { db } = useLogStore(owner);
  const tanks = useLiveQuery(async () => (db ? (await listTanks(db)).filter((x) => !x.archivedAt) : undefined), [db]);
  const [chosen, setChosen] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const selectId = useId();
  const tankId = tanks?.some((x) => x.id === chosen) ? chosen : (tanks?.[0]?.id ?? '');
  const typed = useMemo(() => (input ? parMapTyped(input) : null), [input]);

  async function save() {
    if (!db || !input || !typed || !tankId) return;
    const tank = tanks?.find((x) => x.id === tankId);
    const size = `${formatNumber(input.tankLengthCm, locale, Number.isInteger(input.tankLengthCm) ? 'tankCm' : 'heightCm')} × ${formatNumber(input.tankWidthCm, locale, Number.isInteger(input.tankWidthCm) ? 'tankCm' : 'heightCm')} cm`;
    try {
      await addEntry(db, {
        tankId,
        kind: 'note',
        at: new Date().toISOString(),
        values: {},
        typed,
        note: t('note', { size, fixtures: input.fixtures.length }),
      });
      setStatus({ ok: true, text: t('saved', { tank: tank?.name ?? '' }) });
    } catch (e) {
      setStatus({ ok: false, text: t(e instanceof LogWriteError && e.reason === 'quota' ? 'quota' : 'failed') });
    }
  }

  return (
    <SaveSection>
      {tanks === undefined ? (
        <p className="text-sm">{t('loading')}</p>
      ) : tanks.length === 0 ? (
        <p className="text-sm" data-testid="par-save-no-tank">
          {t.rich('noTank', {
            log: (chunks) => (
              <Link href="/log" className="font-medium text-cyan-800 underline dark:text-cyan-300">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium">
              {t('tank')}
            </label>
            <select id={selectId} value={tankId} onChange={(e) => setChosen(e.target.value)} className={inputClass}>
              {tanks.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </div>
          <Button variant="action" type="button" disabled={!typed} onClick={() => void save()}>
            {t('button')}
          </Button>
        </div>
      )}
      {tanks && tanks.length > 0 && !typed ? <p className="text-sm">{t('invalid')}</p> : null}
      <p
        role="status"
        className={`text-sm empty:hidden ${status?.ok === false ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}`}
        data-testid="par-save-status"
      >
        {status ? (
          <>
            {status.text}{' '}
            {status.ok ? (
              <Link href="/log" className="font-medium text-cyan-800 underline dark:text-cyan-300">
                {t('openLog')}
              </Link>
            ) : null}
          </>
        ) : null}
      </p>
    </SaveSection>
  );
});

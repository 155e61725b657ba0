'use client';

import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useLooseT } from '@/components/calculators/kit/use-calc-t';
import {
  addEntry,
  archiveTank,
  createTank,
  deleteEntry,
  listEntries,
  listTanks,
  LogWriteError,
  updateTank,
  type EntryInput,
} from '@/lib/log/repo';
import type { AlkalinityUnit } from '@/lib/units';
import { DoseAdvice } from './dose-advice';
import { DoseForm, TestForm, WaterChangeForm } from './entry-forms';
import { EntryList } from './entry-list';
import { LogSyncStatus } from './log-sync-status';
import { inputClass, secondaryButtonClass } from './log-fields';
import { StorageNotices } from './storage-notices';
import { TankForm, type TankSubmit } from './tank-form';
import { TransferPanel } from './transfer-panel';
import { Trends } from './trends';
import { useAlkalinityUnit } from './use-alk-unit';
import { useLogStore, usePersistence } from './use-log-store';

const KINDS = ['test', 'dose', 'water_change'] as const;
const ALK_UNITS: readonly AlkalinityUnit[] = ['dkh', 'meqL', 'ppmCaco3'];

/** The reef log screen: storage notices, tanks, the entry forms, what to dose, trends, the entries and export/import. */
export function LogApp() {
  const t = useLooseT('Log');
  const tu = useLooseT('Units');
  const { db, storage } = useLogStore();
  const [alkUnit, setAlkUnit] = useAlkalinityUnit();
  const [chosenTank, setChosenTank] = useState<string | null>(null);
  const [editing, setEditing] = useState<'new' | 'edit' | null>(null);
  const [kind, setKind] = useState<(typeof KINDS)[number]>('test');
  const [writeError, setWriteError] = useState<string | null>(null);
  const [showArchived, setShowArchived] = useState(false);

  const tanks = useLiveQuery(() => (db ? listTanks(db) : undefined), [db]);
  const visible = tanks?.filter((x) => showArchived || !x.archivedAt) ?? [];
  const tank = visible.find((x) => x.id === chosenTank) ?? visible[0] ?? null;
  const entries = useLiveQuery(() => (db && tank ? listEntries(db, tank.id) : undefined), [db, tank?.id]);
  const persist = usePersistence((entries?.length ?? 0) > 0, storage);

  async function write(fn: () => Promise<unknown>): Promise<boolean> {
    try {
      await fn();
      setWriteError(null);
      return true;
    } catch (e) {
      setWriteError(e instanceof LogWriteError && e.reason === 'quota' ? 'quota' : 'writeFailed');
      return false;
    }
  }
  const saveTank = (v: TankSubmit) =>
    write(async () => {
      if (editing === 'edit' && tank) await updateTank(db!, tank.id, v);
      else setChosenTank((await createTank(db!, v)).id);
      setEditing(null);
    });
  const saveEntry = (input: Omit<EntryInput, 'tankId'>) => write(() => addEntry(db!, { ...input, tankId: tank.id }));

  if (!db || tanks === undefined) return <p role="status">{t('loading')}</p>;

  return (
    <div className="flex flex-col gap-8" data-testid="log-app" data-storage={storage}>
      <StorageNotices storage={storage} persist={persist} writeError={writeError} />
      <LogSyncStatus db={db} />
      <div className="flex flex-wrap items-end gap-3">
        {visible.length ? (
          <div className="flex flex-col gap-1">
            <label htmlFor="log-tank" className="text-sm font-medium">
              {t('tank.choose')}
            </label>
            <select id="log-tank" value={tank?.id ?? ''} onChange={(e) => setChosenTank(e.target.value)} className={inputClass}>
              {visible.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.archivedAt ? t('tank.archivedName', { name: x.name }) : x.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor="log-alk-unit" className="text-sm font-medium">
            {t('alkalinityUnit')}
          </label>
          <select id="log-alk-unit" value={alkUnit} onChange={(e) => setAlkUnit(e.target.value as AlkalinityUnit)} className={inputClass}>
            {ALK_UNITS.map((u) => (
              <option key={u} value={u}>
                {tu(u)}
              </option>
            ))}
          </select>
        </div>
        {tanks.length ? (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={secondaryButtonClass} onClick={() => setEditing('new')}>
              {t('tank.new')}
            </button>
            {tank ? (
              <>
                <button type="button" className={secondaryButtonClass} onClick={() => setEditing('edit')}>
                  {t('tank.edit')}
                </button>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => void write(() => archiveTank(db, tank.id, !tank.archivedAt))}
                >
                  {tank.archivedAt ? t('tank.restore') : t('tank.archive')}
                </button>
              </>
            ) : null}
            {tanks.some((x) => x.archivedAt) ? (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={showArchived}
                  onChange={(e) => setShowArchived(e.target.checked)}
                  className="h-4 w-4 accent-cyan-700"
                />
                {t('tank.showArchived')}
              </label>
            ) : null}
          </div>
        ) : null}
      </div>
      {editing || !tank ? (
        <TankForm
          key={`${editing}-${tank?.id}-${alkUnit}`}
          tank={editing === 'edit' ? tank : null}
          alkUnit={alkUnit}
          onSubmit={saveTank}
          onCancel={tank ? () => setEditing(null) : undefined}
        />
      ) : null}
      {tank && entries ? (
        <>
          <section
            aria-labelledby="entry-title"
            className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
          >
            <h2 id="entry-title" className="text-xl font-semibold">
              {t('entry.title', { tank: tank.name })}
            </h2>
            <div
              role="tablist"
              aria-label={t('entry.kindLabel')}
              className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
            >
              {KINDS.map((k) => (
                <button
                  key={k}
                  type="button"
                  role="tab"
                  id={`tab-${k}`}
                  aria-selected={kind === k}
                  aria-controls={kind === k ? `panel-${k}` : undefined}
                  onClick={() => setKind(k)}
                  className="rounded-md px-3 py-1.5 text-sm aria-selected:bg-white aria-selected:font-semibold aria-selected:text-cyan-800 dark:aria-selected:bg-slate-950 dark:aria-selected:text-cyan-200"
                >
                  {t(`entry.kinds.${k}`)}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`panel-${kind}`} aria-labelledby={`tab-${kind}`}>
              {kind === 'test' ? <TestForm alkUnit={alkUnit} onSave={saveEntry} /> : null}
              {kind === 'dose' ? <DoseForm key={tank.id} alkUnit={alkUnit} tank={tank} onSave={saveEntry} /> : null}
              {kind === 'water_change' ? <WaterChangeForm key={tank.id} alkUnit={alkUnit} tank={tank} onSave={saveEntry} /> : null}
            </div>
          </section>
          <DoseAdvice tank={tank} entries={entries} alkUnit={alkUnit} />
          <Trends tank={tank} entries={entries} alkUnit={alkUnit} />
          <EntryList entries={entries} alkUnit={alkUnit} onDelete={(id) => void write(() => deleteEntry(db, id))} />
        </>
      ) : null}
      <TransferPanel db={db} tankId={tank?.id ?? null} tankIds={tanks.map((x) => x.id)} />
    </div>
  );
}

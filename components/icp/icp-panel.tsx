'use client';

import dynamic from 'next/dynamic';
import { useMemo } from 'react';
import { icpAnalyses } from '@/lib/icp/history';
import type { LogEntry, LogTank } from '@/lib/log/model';
import type { LogDb } from '@/lib/log/db';
import type { EntryInput } from '@/lib/log/repo';
import { IcpImport } from './icp-import';
import { IcpOwnProducts } from './icp-own-products';

const IcpHistory = dynamic(() => import('./icp-history').then((m) => m.IcpHistory), { ssr: false });
const IcpPlan = dynamic(() => import('./icp-plan').then((m) => m.IcpPlan), { ssr: false });
const IcpTable = dynamic(() => import('./icp-table').then((m) => m.IcpTable), { ssr: false });

/** Writes one entry in the tank (its id given); true when stored. */
export type AddEntry = (input: Omit<EntryInput, 'tankId'> & { id: string }) => Promise<boolean>;

/**
 * A tank's ICP tests (loaded when the keeper opens them): import a lab's report, one element's history across labs,
 * the latest analysis as a table and the correction plan.
 */
export function IcpPanel({ db, tank, entries, onAdd }: { db: LogDb; tank: LogTank; entries: readonly LogEntry[]; onAdd: AddEntry }) {
  const analyses = useMemo(() => icpAnalyses(entries), [entries]);
  return (
    <div className="flex flex-col gap-6" data-testid="icp-panel">
      <IcpImport key={tank.id} tank={tank} entries={entries} onAdd={onAdd} />
      {analyses.length ? (
        <>
          <IcpTable analyses={analyses} />
          <IcpPlan db={db} tank={tank} analysis={analyses.at(-1)!} entries={entries} onAdd={onAdd} />
          <IcpHistory analyses={analyses} />
        </>
      ) : null}
      <IcpOwnProducts tank={tank} entries={entries} onAdd={onAdd} />
    </div>
  );
}

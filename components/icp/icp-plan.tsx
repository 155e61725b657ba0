'use client';

import { useId, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { icpElement } from '@/lib/icp/catalogue';
import { formatSig, isAbove, shownReading, shownUnit, toShownUnit } from '@/lib/icp/display';
import type { IcpAnalysis } from '@/lib/icp/history';
import { planIcpCorrections, type IcpPlanItem } from '@/lib/icp/plan';
import { loggedPlanDays, planDayEntryId, planDayKey, planDoseValues } from '@/lib/icp/plan-log';
import { OWN_LINE_ID, ownProductsOf } from '@/lib/icp/own-products';
import { ICP_PRODUCT_LINES, type IcpProduct } from '@/lib/icp/products';
import { retestTaskId, retestTaskOf, retestTaskValues } from '@/lib/schedule/retest';
import { browserZone } from '@/lib/schedule/zone';
import type { LogDb } from '@/lib/log/db';
import type { LogEntry, LogTank } from '@/lib/log/model';
import { formatNumber } from '@/lib/number/text';
import { inputClass } from '@/components/log/log-styles';
import type { AddEntry } from './icp-panel';

const DAY_MS = 86_400_000;
const lineKey = (tankId: string) => `icpLine:${tankId}`;

/**
 * The correction plan of the latest analysis in the product line the keeper picks (kept per tank in this browser's
 * log `meta` table): per element the daily amounts within the maker's maximum, or the water changes, with the reason;
 * a ticked day is logged (lib/icp/plan-log.ts); a retest date closes it, which one click puts in the care schedule
 * (lib/schedule/retest.ts). The keeper's own products (lib/icp/own-products.ts) are a line of their own.
 */
export function IcpPlan({
  db,
  tank,
  analysis,
  entries,
  onAdd,
}: {
  db: LogDb;
  tank: LogTank;
  analysis: IcpAnalysis;
  entries: readonly LogEntry[];
  onAdd: AddEntry;
}) {
  const t = useTranslations('Icp.plan');
  const tl = useTranslations('Icp');
  const sep = useTranslations('Log.entry')('separator');
  const locale = useLocale();
  const id = useId();
  const lang = locale === 'ja' ? 'ja' : 'en';
  const stored = useLiveQuery(
    async () => ({ tankId: tank.id, value: (await db.meta.get(lineKey(tank.id)))?.value ?? null }),
    [db, tank.id],
  );
  const fallback = (locale === 'ja' ? ICP_PRODUCT_LINES.find((l) => l.soldInJapan) : undefined) ?? ICP_PRODUCT_LINES[0];
  const own = useMemo(() => ownProductsOf(entries).map((p) => p.product), [entries]);
  const lineId =
    stored?.tankId === tank.id && (stored.value === OWN_LINE_ID || ICP_PRODUCT_LINES.some((l) => l.id === stored.value))
      ? (stored.value as string)
      : fallback.id;
  const plan = useMemo(
    () =>
      planIcpCorrections({
        analytes: analysis.values.analytes,
        volumeL: tank.volumeL,
        salinityPsu: analysis.salinityPsu,
        line: lineId,
        custom: lineId === OWN_LINE_ID ? own : undefined,
      }),
    [analysis, tank.volumeL, lineId, own],
  );
  const [adding, setAdding] = useState(false);
  const scheduled = retestTaskOf(entries, tank.id, analysis.values.fingerprint) !== undefined;
  const logged = useMemo(() => loggedPlanDays(entries), [entries]);
  const name = (e: string) => icpElement(e)?.names[lang] ?? e;
  const amount = (item: IcpPlanItem, v: number) => {
    const unit = shownUnit(item.element, item.element === 'KH' ? 'dKH' : 'mg/L');
    return `${formatSig(toShownUnit(v, unit), locale)} ${tl(`units.${unit}`)}`;
  };
  // the plan's figure as the analysis shows it: "< 0.5" below the lab's limit, "> 100" above what the lab measures
  const aquarium = useMemo(
    () => new Map(analysis.values.analytes.filter((a) => a.section === 'aquarium').map((a) => [a.element, a])),
    [analysis],
  );
  const measuredText = (item: IcpPlanItem, v: number) => {
    const a = aquarium.get(item.element);
    const r = a ? shownReading(a, locale) : null;
    return r?.text ? `${r.text} ${tl(`units.${r.unit}`)}` : amount(item, v);
  };
  const ml = (x: number) => formatNumber(x, locale, 'icpDoseMl');
  // a maker's page opens; the Red Sea label's figures are cited in docs/presets.md, not at an address to open
  const sourceOf = (p: IcpProduct) =>
    p.line === OWN_LINE_ID ? (
      t('ownSource')
    ) : p.source.startsWith('https://') ? (
      <a href={p.source} className="underline" rel="noreferrer" target="_blank">
        {t('source')}
      </a>
    ) : null;
  const retest = new Date(Date.parse(analysis.planFrom) + plan.retestAfterDays * DAY_MS);
  const retestText = new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-US', { dateStyle: 'long' }).format(retest);

  const tick = (item: IcpPlanItem, day: number, dayMl: number) => {
    const product = item.product!;
    const key = planDayKey(analysis.values.fingerprint, item.element, day);
    const label = t('doseNote', {
      product: `${product.maker} ${product.name}`.trim(),
      element: name(item.element),
      amount: ml(dayMl),
      unit: product.doseUnit,
      day,
    });
    const dose = planDoseValues(product, dayMl);
    void onAdd({
      id: planDayEntryId(tank.id, key),
      kind: dose ? 'dose' : 'note',
      at: new Date().toISOString(),
      values: dose ?? {},
      typed: { icpPlan: key },
      note: label,
    });
  };

  const addRetest = async () => {
    setAdding(true);
    const timeZone = browserZone();
    await onAdd({
      id: retestTaskId(tank.id, analysis.values.fingerprint),
      kind: 'task',
      at: new Date().toISOString(),
      values: retestTaskValues(analysis.planFrom, plan.retestAfterDays, timeZone, t('retestTitle')),
      note: null,
    });
    setAdding(false);
  };

  const groups = (['dose', 'water-change', 'retest', 'no-product', 'ok', 'not-dosed'] as const)
    .map((status) => ({ status, items: plan.items.filter((i) => i.status === status) }))
    .filter((g) => g.items.length > 0);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="icp-plan">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('title')}
      </h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-line`} className="text-sm font-medium">
          {t('line')}
        </label>
        <select
          id={`${id}-line`}
          value={lineId}
          onChange={(e) => void db.meta.put({ key: lineKey(tank.id), value: e.target.value }).catch(() => undefined)}
          className={`${inputClass} w-80`}
        >
          {ICP_PRODUCT_LINES.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
              {l.soldInJapan ? t('soldInJapan') : ''}
            </option>
          ))}
          <option value={OWN_LINE_ID}>{t('ownLine', { count: own.length })}</option>
        </select>
      </div>
      <p className="text-sm">
        {t('basis', { volume: formatNumber(tank.volumeL, locale, 'litresInText'), psu: formatSig(analysis.salinityPsu ?? 35, locale) })}
      </p>
      {groups.map((g) => (
        <div key={g.status} className="flex flex-col gap-2">
          <h4 className="font-semibold">{t(`status.${g.status}`)}</h4>
          <ul className="flex flex-col gap-2">
            {g.items.map((item) => (
              <li
                key={item.element}
                className="rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700"
                data-element={item.element}
              >
                <p>
                  <span className="font-medium">{name(item.element)}</span> ({item.element})
                  {item.measured !== null ? `: ${measuredText(item, item.measured)}` : ''}
                  {item.target ? `${sep}${t('target', { low: amount(item, item.target.low), high: amount(item, item.target.high) })}` : ''}
                </p>
                <p className="text-slate-700 dark:text-slate-300">{t(`reasons.${item.reason}`)}</p>
                {item.status === 'dose' && item.product && item.days ? (
                  <>
                    <p>
                      {t('product', {
                        product: `${item.product.maker} ${item.product.name}`.trim(),
                        total: ml(item.totalMl ?? 0),
                        unit: item.product.doseUnit,
                        days: item.days.length,
                      })}{' '}
                      <span className="text-xs text-slate-700 dark:text-slate-300">
                        {t('grade', { grade: item.product.grade })} {sourceOf(item.product)}
                      </span>
                    </p>
                    <ul className="flex flex-wrap gap-3">
                      {item.days.map((d) => {
                        const done = logged.has(planDayKey(analysis.values.fingerprint, item.element, d.day));
                        return (
                          <li key={d.day}>
                            <label className="flex items-center gap-2">
                              <input
                                type="checkbox"
                                checked={done}
                                disabled={done}
                                onChange={() => tick(item, d.day, d.ml)}
                                className="h-4 w-4 accent-cyan-700"
                              />
                              {t('day', { day: d.day, amount: ml(d.ml), unit: item.product!.doseUnit })}
                              {done ? ` ${t('logged')}` : ''}
                            </label>
                          </li>
                        );
                      })}
                    </ul>
                  </>
                ) : null}
                {item.waterChange ? (
                  <p>
                    {t('waterChange', {
                      changes: item.waterChange.changes,
                      percent: item.waterChange.percent,
                      litres: formatNumber(item.waterChange.litresPerChange, locale, 'litresInText'),
                    })}
                    {aquarium.has(item.element) && isAbove(aquarium.get(item.element)!) ? ` ${t('waterChangeAtLeast')}` : ''}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-medium" data-testid="icp-retest">
          {t('retest', { date: retestText, days: plan.retestAfterDays })}
        </p>
        <Button variant="quiet" type="button" disabled={scheduled || adding} onClick={() => void addRetest()} data-testid="icp-retest-add">
          {scheduled ? t('retestScheduled') : t('retestAdd')}
        </Button>
      </div>
    </section>
  );
}

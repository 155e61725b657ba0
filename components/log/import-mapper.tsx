'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { LOG_PARAMETERS, type LogParameter } from '@/lib/log/model';
import {
  DATE_ORDERS,
  mappingComplete,
  READING_UNITS,
  type ColumnRole,
  type DateOrder,
  type ProbeInfo,
  type Table,
  type TableMapping,
} from '@/lib/log/importers';
import { UNIT_MESSAGE_KEY } from '@/lib/log/importers/readings';
import { inputClass } from './log-styles';

const SAMPLE_ROWS = 3;
const ROLES = ['ignore', 'date', 'time', 'parameter', 'reading', 'unit'] as const;

/** A column's role as one select value: a role, or `value:<parameter>` for a column of one parameter. */
const roleValue = (c: ColumnRole) => (c.role === 'value' ? `value:${c.parameter}` : c.role);
function roleFrom(v: string, previous: ColumnRole): ColumnRole {
  if (!v.startsWith('value:')) return { role: v as Exclude<ColumnRole['role'], 'value'> };
  const parameter = v.slice(6) as LogParameter;
  const keep = previous.role === 'value' && previous.parameter === parameter;
  return { role: 'value', parameter, unit: keep ? previous.unit : READING_UNITS[parameter][0] };
}

/**
 * The column mapper (lib/log/importers/table.ts): per column of the table, what it holds — the date, the time, one
 * parameter in a unit, or, for a long table, the parameter's name, its value and its unit — with the first rows shown
 * beside it, the order of the dates and the decimal comma. Read once, the mapping is remembered for this layout.
 */
export function ImportMapper({
  table,
  mapping,
  remembered,
  onApply,
}: {
  table: Table;
  mapping: TableMapping;
  remembered: boolean;
  onApply: (m: TableMapping) => void;
}) {
  const t = useTranslations('Log.imports');
  const tp = useTranslations('Log.parameters');
  const sep = useTranslations('Log.entry')('separator');
  const id = useId();
  const [m, setM] = useState(mapping);
  const [open, setOpen] = useState(!remembered);
  const complete = mappingComplete(m);
  const setColumn = (i: number, c: ColumnRole) => setM({ ...m, columns: m.columns.map((x, j) => (j === i ? c : x)) });
  if (!open)
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="import-mapper-remembered">
        <p>{t('mapper.remembered')}</p>
        <button type="button" className="underline" onClick={() => setOpen(true)}>
          {t('mapper.change')}
        </button>
      </div>
    );
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
      data-testid="import-mapper"
    >
      <legend className="px-1 font-semibold">{t('mapper.title')}</legend>
      <p>{t('mapper.intro')}</p>
      <ul className="flex flex-col gap-3">
        {table.header.map((h, i) => {
          const c = m.columns[i];
          const samples = table.rows
            .slice(0, SAMPLE_ROWS)
            .map((r) => r.cells[i] ?? '')
            .filter((x) => x.trim() !== '');
          return (
            <li key={i} className="flex flex-wrap items-end gap-2">
              <div className="flex min-w-40 flex-col gap-1">
                <label htmlFor={`${id}-col-${i}`} className="font-medium">
                  {t('mapper.column', { name: h || String(i + 1) })}
                </label>
                <select
                  id={`${id}-col-${i}`}
                  className={inputClass}
                  value={roleValue(c)}
                  onChange={(e) => setColumn(i, roleFrom(e.target.value, c))}
                  aria-describedby={`${id}-sample-${i}`}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {t(`mapper.roles.${r}`)}
                    </option>
                  ))}
                  {LOG_PARAMETERS.map((p) => (
                    <option key={p} value={`value:${p}`}>
                      {tp(p)}
                    </option>
                  ))}
                </select>
              </div>
              {c.role === 'value' && READING_UNITS[c.parameter].length > 1 ? (
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-unit-${i}`}>{t('mapper.unit', { name: h || String(i + 1) })}</label>
                  <select
                    id={`${id}-unit-${i}`}
                    className={inputClass}
                    value={c.unit}
                    onChange={(e) => setColumn(i, { ...c, unit: e.target.value as typeof c.unit })}
                  >
                    {READING_UNITS[c.parameter].map((u) => (
                      <option key={u} value={u}>
                        {t(`units.${UNIT_MESSAGE_KEY[u]}`)}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <p id={`${id}-sample-${i}`} className="text-xs text-slate-600 dark:text-slate-400">
                {t('mapper.samples', { values: samples.join(sep) || '—' })}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-order`} className="font-medium">
            {t('mapper.dateOrder')}
          </label>
          <select
            id={`${id}-order`}
            className={inputClass}
            value={m.dateOrder}
            onChange={(e) => setM({ ...m, dateOrder: e.target.value as DateOrder })}
          >
            {DATE_ORDERS.map((o) => (
              <option key={o} value={o}>
                {t(`mapper.orders.${o}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={m.decimalComma} onChange={(e) => setM({ ...m, decimalComma: e.target.checked })} />
          {t('mapper.decimalComma')}
        </label>
      </div>
      {complete ? null : <p id={`${id}-incomplete`}>{t('mapper.incomplete')}</p>}
      <div>
        <Button
          variant="action"
          type="button"
          disabled={!complete}
          aria-describedby={complete ? undefined : `${id}-incomplete`}
          onClick={() => {
            setOpen(false);
            onApply(m);
          }}
        >
          {t('mapper.apply')}
        </Button>
      </div>
    </fieldset>
  );
}

/** An Apex file's probes and inputs, each with the parameter it is read as; the keeper may change or leave one out. */
export function ProbeList({
  probes,
  onChange,
}: {
  probes: readonly ProbeInfo[];
  onChange: (name: string, p: LogParameter | null) => void;
}) {
  const t = useTranslations('Log.imports');
  const tp = useTranslations('Log.parameters');
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
      data-testid="import-probes"
    >
      <legend className="px-1 font-semibold">{t('probes.title')}</legend>
      <p>{t('probes.intro')}</p>
      <ul className="flex flex-col gap-2">
        {probes.map((p, i) => (
          <li key={p.name} className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-${i}`} className="min-w-40">
              {t('probes.probe', { name: p.name, type: p.type || '—', count: p.count })}
            </label>
            <select
              id={`${id}-${i}`}
              className={inputClass}
              value={p.parameter ?? ''}
              onChange={(e) => onChange(p.name, (e.target.value || null) as LogParameter | null)}
            >
              <option value="">{t('probes.skip')}</option>
              {LOG_PARAMETERS.map((x) => (
                <option key={x} value={x}>
                  {tp(x)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

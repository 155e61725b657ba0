'use client';

import { useMemo, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import { useCalculatorContext } from '@/components/calculators/kit/calculator-context';
import { useCalcT } from '@/components/calculators/kit/use-calc-t';
import { FOOD_TYPES, SALT_FREQUENCIES, schema, type RunningCostResult } from '@/lib/calculators/running-cost';
import {
  buildCsv,
  CSV_COLUMNS,
  MAX_IMPORT_BYTES,
  MAX_LINK_CHARS,
  parseSetupFile,
  setupToJson,
  type CsvLabels,
  type ImportError,
} from '@/lib/calculators/running-cost/export';
import { CATEGORIES } from '@/lib/calculators/running-cost/summary';
import { toDraft } from '@/lib/calculators/state';
import { formatNumber } from '@/lib/format';
import { useMoney } from './use-money';

const FILE_BASE = 'reefcalc-running-cost';
const LISTS = new Set(['devices', 'additives', 'foods']);
const LEAVES = new Set(['priceKwh', 'currency']);
const buttonClass =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800';

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type Message = { kind: 'error'; error: ImportError | 'readFailed'; field?: string } | { kind: 'done' } | null;

/** Export (CSV of rows and totals, JSON of the whole setup), Import of that JSON, and the share-link length check. */
export function ExportPanel() {
  const calc = useCalculatorContext();
  const t = useCalcT();
  const locale = useLocale();
  const money = useMoney();
  const fileInput = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<Message>(null);
  const parsed = useMemo(() => schema.safeParse(calc.draft), [calc.draft]);
  const result = calc.result as RunningCostResult | null;
  const valid = parsed.success && result !== null;
  const linkChars = calc.ready ? calc.shareUrl().length : 0;

  /** "Devices, row 3: Power" for devices.2.watts; the field's own label for salt.x and top-level inputs. */
  const fieldLabel = (path: string): string => {
    const [head, second, leaf] = path.split('.');
    const group = t.has(`groups.${head}`) ? t(`groups.${head}`) : head;
    if (LISTS.has(head) && second !== undefined) {
      const field = leaf && t.has(`fields.${head}.${leaf}`) ? t(`fields.${head}.${leaf}`) : '';
      return t('importErrors.rowField', { list: group, n: Number(second) + 1, field });
    }
    if (head === 'salt' && second !== undefined && t.has(`fields.salt.${second}`)) return t(`fields.salt.${second}`);
    if (LEAVES.has(head)) return t(`fields.${head}`);
    return group;
  };

  const csvLabels = (): CsvLabels => ({
    columns: Object.fromEntries(CSV_COLUMNS.map((c) => [c, t(`csv.columns.${c}`, { currency: money.currency })])) as CsvLabels['columns'],
    sections: { ...Object.fromEntries(CATEGORIES.map((c) => [c, t(`categories.${c}`)])), total: t('csv.total') } as CsvLabels['sections'],
    allCategories: t('csv.allCategories'),
    yes: t('csv.yes'),
    no: t('csv.no'),
    frequency: Object.fromEntries(SALT_FREQUENCIES.map((f) => [f, t(`options.frequency.${f}`)])) as CsvLabels['frequency'],
    foodType: (type) => ((FOOD_TYPES as readonly string[]).includes(type) ? t(`options.foodType.${type}`) : type),
  });

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) return setMessage({ kind: 'error', error: 'tooLarge' });
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setMessage({ kind: 'error', error: 'readFailed' });
    }
    const read = parseSetupFile(text);
    if (!read.ok) return setMessage({ kind: 'error', error: read.error, field: read.path ? fieldLabel(read.path) : undefined });
    calc.update((d) => ({ ...toDraft(read.setup), currency: read.currency ?? d.currency }));
    setMessage({ kind: 'done' });
  };

  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid="export-panel">
      <legend className="px-1 text-sm font-semibold">{t('groups.export')}</legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('exportHelp')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!valid}
          className={buttonClass}
          onClick={() =>
            parsed.success && result && download(`${FILE_BASE}.csv`, buildCsv(parsed.data, result, csvLabels()), 'text/csv;charset=utf-8')
          }
        >
          {t('exportCsv')}
        </button>
        <button
          type="button"
          disabled={!parsed.success}
          className={buttonClass}
          onClick={() =>
            parsed.success && download(`${FILE_BASE}-setup.json`, setupToJson(parsed.data, money.currency), 'application/json')
          }
        >
          {t('exportJson')}
        </button>
        <button type="button" className={buttonClass} onClick={() => fileInput.current?.click()}>
          {t('importJson')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="hidden"
          data-testid="import-file"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            void importFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {!valid ? <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('exportNeedsValid')}</p> : null}
      <div role="alert" data-testid="import-error" className="text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {message?.kind === 'error' ? <p className="mt-2">{t(`importErrors.${message.error}`, { field: message.field ?? '' })}</p> : null}
      </div>
      <div role="status" data-testid="import-status" className="text-sm text-cyan-800 empty:hidden dark:text-cyan-200">
        {message?.kind === 'done' ? <p className="mt-2">{t('importDone')}</p> : null}
      </div>
      {linkChars > MAX_LINK_CHARS ? (
        <p
          data-testid="link-too-long"
          className="mt-3 rounded-md bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {t('linkTooLong', { count: formatNumber(linkChars, locale, 0), max: formatNumber(MAX_LINK_CHARS, locale, 0) })}
        </p>
      ) : null}
    </fieldset>
  );
}

'use client';

import { useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations, type Messages } from 'next-intl';
import { useCalculatorContext } from '@/components/calculators/kit/calculator-context';
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
import { downloadText } from '@/lib/download';
import { isOneOf } from '@/lib/one-of';
import { Button } from '@/components/ui/button';

const FILE_BASE = 'reefcalc-running-cost';
const LISTS = ['devices', 'additives', 'foods'] as const;
const LEAVES = ['priceKwh', 'currency'] as const;

type RunningCostMessages = Messages['Calculators']['running-cost'];
type List = (typeof LISTS)[number];
/** The fields of a list's rows as `<list>.<field>` (`devices.watts`), as the messages name them under `fields`. */
type RowField = { [L in List]: `${L}.${keyof RunningCostMessages['fields'][L] & string}` }[List];

/*
 * The message keys an import's path can name, at run time: each type makes its set exactly the keys the messages
 * declare (a missing or extra key fails the type check), so a path's parts are narrowed to keys before `t` reads them.
 */
const GROUPS: Readonly<Record<keyof RunningCostMessages['groups'], true>> = {
  prices: true,
  devices: true,
  additives: true,
  foods: true,
  salt: true,
  export: true,
};
const ROW_FIELDS: Readonly<Record<RowField, true>> = {
  'devices.name': true,
  'devices.watts': true,
  'devices.hoursPerDay': true,
  'devices.powerPct': true,
  'devices.runs24h': true,
  'additives.name': true,
  'additives.dailyMl': true,
  'additives.productSizeMl': true,
  'additives.productCost': true,
  'foods.type': true,
  'foods.costPerPack': true,
  'foods.packSize': true,
  'foods.durationDays': true,
};
const SALT_FIELDS: Readonly<Record<keyof RunningCostMessages['fields']['salt'], true>> = {
  tankVolumeL: true,
  waterChangePct: true,
  frequency: true,
  saltPrice: true,
  bucketCapacityL: true,
};
const isKeyOf = <K extends string>(keys: Readonly<Record<K, true>>, key: string): key is K => Object.hasOwn(keys, key);

type Message = { kind: 'error'; error: ImportError | 'readFailed'; field?: string } | { kind: 'done' } | null;

/** Export (CSV of rows and totals, JSON of the whole setup), Import of that JSON, and the share-link length check. */
export function ExportPanel() {
  const calc = useCalculatorContext();
  const t = useTranslations('Calculators.running-cost');
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
    const group = isKeyOf(GROUPS, head) ? t(`groups.${head}`) : head;
    if (isOneOf(LISTS, head) && second !== undefined) {
      const rowField = `${head}.${leaf}`;
      const field = leaf && isKeyOf(ROW_FIELDS, rowField) ? t(`fields.${rowField}`) : '';
      return t('importErrors.rowField', { list: group, n: Number(second) + 1, field });
    }
    if (head === 'salt' && second !== undefined && isKeyOf(SALT_FIELDS, second)) return t(`fields.salt.${second}`);
    if (isOneOf(LEAVES, head)) return t(`fields.${head}`);
    return group;
  };

  const csvLabels = (): CsvLabels => ({
    columns: Object.fromEntries(CSV_COLUMNS.map((c) => [c, t(`csv.columns.${c}`, { currency: money.currency })])) as CsvLabels['columns'],
    sections: { ...Object.fromEntries(CATEGORIES.map((c) => [c, t(`categories.${c}`)])), total: t('csv.total') } as CsvLabels['sections'],
    allCategories: t('csv.allCategories'),
    yes: t('csv.yes'),
    no: t('csv.no'),
    frequency: Object.fromEntries(SALT_FREQUENCIES.map((f) => [f, t(`options.frequency.${f}`)])) as CsvLabels['frequency'],
    foodType: (type) => (isOneOf(FOOD_TYPES, type) ? t(`options.foodType.${type}`) : type),
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
        <Button
          variant="tool"
          type="button"
          disabled={!valid}
          onClick={() =>
            parsed.success &&
            result &&
            downloadText(`${FILE_BASE}.csv`, buildCsv(parsed.data, result, csvLabels()), 'text/csv;charset=utf-8')
          }
        >
          {t('exportCsv')}
        </Button>
        <Button
          variant="tool"
          type="button"
          disabled={!parsed.success}
          onClick={() =>
            parsed.success && downloadText(`${FILE_BASE}-setup.json`, setupToJson(parsed.data, money.currency), 'application/json')
          }
        >
          {t('exportJson')}
        </Button>
        <Button variant="tool" type="button" onClick={() => fileInput.current?.click()}>
          {t('importJson')}
        </Button>
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
          {t('linkTooLong', { count: formatNumber(linkChars, locale, 'count'), max: formatNumber(MAX_LINK_CHARS, locale, 'count') })}
        </p>
      ) : null}
    </fieldset>
  );
}

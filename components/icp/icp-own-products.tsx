'use client';

import { useId, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { icpElement } from '@/lib/icp/catalogue';
import {
  checkOwnProduct,
  OWN_PRODUCT_ELEMENTS,
  OWN_PRODUCT_UNITS,
  ownProductEntryId,
  ownProductsOf,
  ownProductTyped,
  type OwnProductField,
  type OwnProductForm,
  type OwnProductProblem,
} from '@/lib/icp/own-products';
import type { LogEntry, LogTank } from '@/lib/log/model';
import { inputClass } from '@/components/log/log-styles';
import type { AddEntry } from './icp-panel';

const EMPTY: OwnProductForm = { name: '', element: '', amount: '', doseUnit: 'mL', raises: '', unit: 'mg/L', inL: '100', maxDaily: '' };

/**
 * The keeper's own correction products (lib/icp/own-products.ts): a label's strength typed once, checked field by
 * field, stored as a note entry of the tank (so it syncs and is in the JSON export) and offered as a line in the plan.
 */
export function IcpOwnProducts({ tank, entries, onAdd }: { tank: LogTank; entries: readonly LogEntry[]; onAdd: AddEntry }) {
  const t = useTranslations('Icp.own');
  const locale = useLocale();
  const lang = locale === 'ja' ? 'ja' : 'en';
  const id = useId();
  const [form, setForm] = useState<OwnProductForm>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<OwnProductField, OwnProductProblem>>>({});
  const [status, setStatus] = useState<string | null>(null);
  const products = useMemo(() => ownProductsOf(entries), [entries]);
  const name = (e: string) => icpElement(e)?.names[lang] ?? e;
  const set = (patch: Partial<OwnProductForm>) => setForm((f) => ({ ...f, ...patch }));
  const elements = useMemo(() => {
    const label = (e: string) => icpElement(e)?.names[lang] ?? e;
    return [...OWN_PRODUCT_ELEMENTS].sort((a, b) => label(a).localeCompare(label(b), locale));
  }, [lang, locale]);

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    setStatus(null);
    const check = checkOwnProduct(form);
    if (!check.product) {
      setProblems(check.problems);
      return;
    }
    setProblems({});
    const p = check.product;
    const ok = await onAdd({
      id: ownProductEntryId(tank.id, form),
      kind: 'note',
      at: new Date().toISOString(),
      values: {},
      typed: ownProductTyped(form),
      note: t('note', {
        name: p.name,
        amount: form.amount.trim(),
        doseUnit: p.doseUnit ?? 'mL',
        element: name(p.element),
        raises: form.raises.trim(),
        unit: p.unit,
        inL: form.inL.trim(),
      }),
    });
    if (ok) {
      setStatus(t('saved', { name: p.name }));
      setForm(EMPTY);
    }
  };

  const field = (f: OwnProductField) => `${id}-${f}`;
  const err = (f: OwnProductField) =>
    problems[f] ? (
      <p id={`${field(f)}-error`} className="text-sm text-red-800 dark:text-red-300">
        {t(`errors.${problems[f]}`)}
      </p>
    ) : null;
  const described = (f: OwnProductField) => (problems[f] ? { 'aria-invalid': true as const, 'aria-describedby': `${field(f)}-error` } : {});

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="icp-own-products">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('title')}
      </h3>
      <p className="text-sm">{t('intro')}</p>
      {products.length ? (
        <ul className="flex flex-col gap-1 text-sm" data-testid="icp-own-list">
          {products.map((p) => (
            <li key={p.entryId}>
              {t('item', {
                name: p.product.name,
                element: name(p.product.element),
                amount: p.form.amount,
                doseUnit: p.product.doseUnit ?? 'mL',
                raises: p.form.raises,
                unit: p.product.unit,
                inL: p.form.inL,
              })}
              {p.form.maxDaily ? ` ${t('itemMax', { max: p.form.maxDaily, unit: p.product.unit })}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{t('none')}</p>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('remove')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-2" data-testid="icp-own-form">
        <div className="flex flex-col gap-1">
          <label htmlFor={field('name')} className="text-sm font-medium">
            {t('name')}
          </label>
          <input
            id={field('name')}
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
            className={`${inputClass} w-80`}
            {...described('name')}
          />
          {err('name')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={field('element')} className="text-sm font-medium">
            {t('element')}
          </label>
          <select
            id={field('element')}
            value={form.element}
            onChange={(e) =>
              set({ element: e.target.value, unit: e.target.value === 'KH' ? 'dKH' : form.unit === 'dKH' ? 'mg/L' : form.unit })
            }
            className={`${inputClass} w-80`}
            {...described('element')}
          >
            <option value="">{t('pickElement')}</option>
            {elements.map((e) => (
              <option key={e} value={e}>
                {name(e)} ({e})
              </option>
            ))}
          </select>
          {err('element')}
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">{t('strength')}</legend>
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={field('amount')} className="text-sm">
                {t('amount')}
              </label>
              <input
                id={field('amount')}
                inputMode="decimal"
                value={form.amount}
                onChange={(e) => set({ amount: e.target.value })}
                className={`${inputClass} w-24`}
                {...described('amount')}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-doseUnit`} className="text-sm">
                {t('doseUnit')}
              </label>
              <select
                id={`${id}-doseUnit`}
                value={form.doseUnit}
                onChange={(e) => set({ doseUnit: e.target.value === 'g' ? 'g' : 'mL' })}
                className={`${inputClass} w-20`}
              >
                <option value="mL">mL</option>
                <option value="g">g</option>
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={field('raises')} className="text-sm">
                {t('raises')}
              </label>
              <input
                id={field('raises')}
                inputMode="decimal"
                value={form.raises}
                onChange={(e) => set({ raises: e.target.value })}
                className={`${inputClass} w-24`}
                {...described('raises')}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-unit`} className="text-sm">
                {t('unit')}
              </label>
              <select
                id={`${id}-unit`}
                value={form.unit}
                onChange={(e) => set({ unit: e.target.value as OwnProductForm['unit'] })}
                className={`${inputClass} w-24`}
              >
                {OWN_PRODUCT_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={field('inL')} className="text-sm">
                {t('inL')}
              </label>
              <input
                id={field('inL')}
                inputMode="decimal"
                value={form.inL}
                onChange={(e) => set({ inL: e.target.value })}
                className={`${inputClass} w-24`}
                {...described('inL')}
              />
            </div>
          </div>
          {err('amount')}
          {err('raises')}
          {err('inL')}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={field('maxDaily')} className="text-sm font-medium">
            {t('maxDaily', { unit: form.unit })}
          </label>
          <input
            id={field('maxDaily')}
            inputMode="decimal"
            value={form.maxDaily}
            onChange={(e) => set({ maxDaily: e.target.value })}
            className={`${inputClass} w-24`}
            {...described('maxDaily')}
          />
          {err('maxDaily')}
        </div>
        <div>
          <Button variant="action" type="submit">
            {t('add')}
          </Button>
        </div>
        <p role="status" className="text-sm" data-testid="icp-own-status">
          {status ?? (Object.keys(problems).length ? t('fix') : '')}
        </p>
      </form>
    </section>
  );
}

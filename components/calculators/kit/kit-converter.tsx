'use client';

import { memo, useId, useState } from 'react';
import { useLocale, useTranslations, type Messages } from 'next-intl';
import { converterForms, convertForField, type ConverterParameter } from '@/lib/calculators/kit-reading';
import { formatNumber } from '@/lib/format';
import { parseNumberInput } from '@/lib/number/input';
import { Field } from '@/components/ui/field';
import { InputField } from '@/components/ui/input-field';
import { Select } from '@/components/ui/inputs';
import { runtimeT } from '@/lib/i18n/runtime-key';

type ConverterMessages = Messages['CalculatorKit']['converter'];

export interface ConverterUse {
  /**
   * message key under CalculatorKit.converter.use (current, target, newWater, …). A string, not the keys, while a
   * form builds its list from untyped literals (consumption-form.tsx's `newWater` row).
   */
  key: string;
  onUse: (value: string) => void;
}

/**
 * "My kit reads NO3-N / PO4-P / P ppb / 度 / 比重": type the kit's reading, see it in the field's unit, and put it
 * into a field. Controlled by callbacks only, so any screen can use it with or without the calculator context.
 * Strings: CalculatorKit.converter (forms, units, uses).
 */
function KitConverterBody({
  parameter,
  fieldUnit,
  uses,
}: {
  parameter: ConverterParameter;
  /** the field's unit, a key of CalculatorKit.converter.units */
  fieldUnit: keyof ConverterMessages['units'];
  uses: readonly ConverterUse[];
}) {
  const t = useTranslations('CalculatorKit.converter');
  // the forms (lib/calculators/kit-reading.ts converterForms) and the uses a form passes are data: message-keys.test.ts
  // checks each form has a name
  const byData = runtimeT(useTranslations(), 'CalculatorKit.converter');
  const locale = useLocale();
  const id = useId();
  const forms = converterForms(parameter, locale, fieldUnit);
  const [from, setFrom] = useState(forms[0]);
  const [text, setText] = useState('');
  const form = forms.includes(from) ? from : forms[0];
  if (!form) return null;
  const parsed = parseNumberInput(text);
  const value = parsed.ok ? convertForField(parameter, parsed.value, form, fieldUnit) : null;
  const error = text.trim() !== '' && value === null;
  return (
    <details
      className="rounded-lg border border-slate-200 p-3 text-sm sm:col-span-2 dark:border-slate-700"
      data-testid={`converter-${parameter}`}
    >
      <summary className="cursor-pointer font-semibold">{t(`title.${parameter}`)}</summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-form`} label={t('form')}>
          {(control) => (
            <Select
              {...control}
              value={form}
              onChange={(e) => setFrom(e.target.value)}
              options={forms.map((f) => ({ value: f, label: byData(`forms.${f}`) }))}
            />
          )}
        </Field>
        <InputField
          numeric
          id={`${id}-value`}
          label={t('reading')}
          errorId={error ? `${id}-out` : null}
          aria-describedby={`${id}-out`}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <p id={`${id}-out`} className="mt-2" aria-live="polite">
        {error ? (
          <span className="font-medium text-red-700 dark:text-red-300">{t('invalid')}</span>
        ) : value !== null ? (
          <output data-testid={`converted-${parameter}`}>
            {t('result', { value: formatNumber(value, locale, decimalsOf(value)), unit: t(`units.${fieldUnit}`) })}
          </output>
        ) : (
          t('hint')
        )}
      </p>
      {value !== null ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {uses.map((u) => (
            <button
              key={u.key}
              type="button"
              onClick={() => u.onUse(String(value))}
              className="rounded-md border border-cyan-700 px-3 py-1.5 font-medium text-cyan-800 hover:bg-cyan-50 dark:border-cyan-400 dark:text-cyan-200 dark:hover:bg-cyan-950"
            >
              {byData(`use.${u.key}`)}
            </button>
          ))}
        </div>
      ) : null}
    </details>
  );
}

const decimalsOf = (v: number) => {
  const s = String(v);
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : Math.min(3, s.length - dot - 1);
};

/** Memoized: given stable `uses`, a keystroke in the form does not render the converter again. */
export const KitConverter = memo(KitConverterBody);

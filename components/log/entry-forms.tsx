'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { CalculatorProvider } from '@/components/calculators/kit/calculator-context';
import { NumberField, SegmentedField, SelectField } from '@/components/calculators/kit/fields';
import { PresetInfo } from '@/components/calculators/kit/preset-info';
import { useLooseT } from '@/components/calculators/kit/use-calc-t';
import { presetLevelText, convertLevelText } from '@/lib/calculators/dilution/levels';
import { getPreset, PARAMETERS as DOSE_PARAMETERS } from '@/lib/calculators/dosing/presets';
import { firstPresetFor, presetsFor } from '@/lib/calculators/dosing/form';
import type { Draft } from '@/lib/calculators/state';
import type { LogTank } from '@/lib/log/model';
import { NITRATE_UNITS, PHOSPHATE_UNITS, sgConventionFor } from '@/lib/log/params';
import type { EntryInput } from '@/lib/log/repo';
import {
  doseSchema,
  doseValues,
  LOG_SALINITY_UNITS,
  NEW_WATER_PARAMETERS,
  TEST_TYPED_FIELDS,
  testSchema,
  testValues,
  typedOf,
  waterChangeSchema,
  waterChangeValues,
} from '@/lib/log/schema';
import { localInputValue } from '@/lib/log/time';
import type { AlkalinityUnit } from '@/lib/units';
import { buttonClass, FormAlert, NoteField, TimeField } from './log-fields';
import { useLogForm } from './use-log-form';

type Save = (input: Omit<EntryInput, 'tankId'>) => Promise<boolean>;
const nowText = () => localInputValue(new Date());
/** A draft value as the text typed or chosen (the forms keep only strings in the fields read this way). */
const textOf = (value: Draft[string]): string => (typeof value === 'string' ? value : '');

/** The frame of one entry form: the kit's provider, submit, the form-level alert; the draft is kept on any error. */
function EntryFrame({
  form,
  title,
  onValid,
  children,
}: {
  form: ReturnType<typeof useLogForm>;
  title: string;
  onValid: () => Promise<boolean>;
  children: ReactNode;
}) {
  const t = useLooseT('Log');
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (!form.parsed.success) {
      const formIssue = form.parsed.error.issues.find((i) => i.path[0] === 'form');
      setAlert(formIssue ? formIssue.message : 'checkFields');
      form.revealIssues();
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    const ok = await onValid();
    setBusy(false);
    setAlert(ok ? null : 'writeFailed');
    if (ok) {
      setSaved(true);
      form.reset();
    }
  }
  return (
    <CalculatorProvider value={form.state}>
      <form ref={ref} onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label={title}>
        {children}
        <FormAlert messageKey={alert} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass} disabled={busy}>
            {t('entry.save')}
          </button>
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
            {saved ? t('entry.saved') : ''}
          </p>
        </div>
      </form>
    </CalculatorProvider>
  );
}

/** Re-expresses typed alkalinity texts when the keeper switches unit, so nothing typed changes meaning. */
function useAlkUnitSync(form: ReturnType<typeof useLogForm>, alkUnit: AlkalinityUnit, paths: readonly string[]) {
  const prev = useRef(alkUnit);
  const { update } = form.state;
  useEffect(() => {
    const from = prev.current;
    prev.current = alkUnit;
    update((d) => {
      let next: Draft = { ...d, alkalinityUnit: alkUnit };
      for (const p of paths) {
        const [a, b] = p.split('.');
        if (b) next = { ...next, [a]: { ...(next[a] as Draft), [b]: convertLevelText((next[a] as Draft)?.[b], from, alkUnit) as string } };
        else next = { ...next, [a]: convertLevelText(next[a], from, alkUnit) as string };
      }
      return next;
    });
  }, [alkUnit, paths, update]);
}

const TEST_ALK = ['alkalinity'] as const;

export function TestForm({ alkUnit, onSave }: { alkUnit: AlkalinityUnit; onSave: Save }) {
  const t = useLooseT('Log');
  const locale = useLocale();
  const sg = sgConventionFor(locale);
  const [schema] = useState(() => testSchema(sg));
  const form = useLogForm(schema, () => ({
    at: nowText(),
    alkalinityUnit: alkUnit,
    nitrateUnit: 'no3',
    phosphateUnit: 'po4',
    salinityUnit: 'ppt',
  }));
  useAlkUnitSync(form, alkUnit, TEST_ALK);
  return (
    <EntryFrame
      form={form}
      title={t('entry.kinds.test')}
      onValid={() => {
        const data = form.parsed.data!;
        return onSave({
          kind: 'test',
          at: new Date(data.at).toISOString(),
          values: testValues(data, sg),
          typed: typedOf(form.draft, TEST_TYPED_FIELDS),
          note: data.note,
        });
      }}
    >
      <TimeField idPrefix="test" />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="alkalinity" unit={alkUnit} />
        <NumberField name="calcium" unit="mgL" />
        <NumberField name="magnesium" unit="mgL" />
        <div className="grid grid-cols-[2fr_1fr] gap-2">
          <NumberField name="nitrate" />
          <SelectField name="nitrateUnit" options={NITRATE_UNITS} />
        </div>
        <div className="grid grid-cols-[2fr_1fr] gap-2">
          <NumberField name="phosphate" />
          <SelectField name="phosphateUnit" options={PHOSPHATE_UNITS} />
        </div>
        <div className="grid grid-cols-[2fr_1fr] gap-2">
          <NumberField name="salinity" />
          <SelectField name="salinityUnit" options={LOG_SALINITY_UNITS} />
        </div>
        <NumberField name="temperatureC" kind="temperature" />
        <NumberField name="ph" />
        <NumberField name="potassium" unit="mgL" />
      </div>
      <NoteField idPrefix="test" />
    </EntryFrame>
  );
}

export function DoseForm({ alkUnit, tank, onSave }: { alkUnit: AlkalinityUnit; tank: LogTank; onSave: Save }) {
  const t = useLooseT('Log');
  const form = useLogForm(doseSchema, () => {
    const additiveId = tank.additives?.alkalinity ?? firstPresetFor('alkalinity');
    return {
      at: nowText(),
      parameter: 'alkalinity',
      alkalinityUnit: alkUnit,
      additiveId,
      amount: '',
      amountUnit: 'ml',
      labelAmount: '',
      labelRise: '',
      labelVolumeL: '',
    };
  });
  useAlkUnitSync(form, alkUnit, []);
  const parameter = textOf(form.draft.parameter) as (typeof DOSE_PARAMETERS)[number];
  const additiveId = textOf(form.draft.additiveId);
  const preset = getPreset(additiveId);
  const unit = preset ? (preset.form === 'dry' ? 'g' : 'mL') : form.draft.amountUnit === 'g' ? 'g' : 'mL';
  return (
    <EntryFrame
      form={form}
      title={t('entry.kinds.dose')}
      onValid={() => {
        const data = form.parsed.data!;
        return onSave({
          kind: 'dose',
          at: new Date(data.at).toISOString(),
          values: doseValues(data),
          typed: { amount: `${textOf(form.draft.amount)} ${unit}` },
          note: data.note,
        });
      }}
    >
      <TimeField idPrefix="dose" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="parameter"
          options={DOSE_PARAMETERS}
          onValue={(p) =>
            form.state.update((d) => ({
              ...d,
              parameter: p,
              additiveId: tank.additives?.[p as 'calcium'] ?? firstPresetFor(p as 'calcium'),
            }))
          }
        />
        <SelectField name="additiveId" options={[...presetsFor(parameter).map((p) => ({ value: p.id, label: p.product })), 'custom']} />
        <NumberField name="amount" unit={unit} />
        {preset ? null : <SegmentedField name="amountUnit" options={['ml', 'g']} />}
      </div>
      {preset ? (
        <PresetInfo grade={preset.grade} source={preset.source} label={preset.label} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField name="labelAmount" unit={unit} />
          <NumberField name="labelRise" unit={parameter === 'alkalinity' ? alkUnit : 'mgL'} />
          <NumberField name="labelVolumeL" unit="L" />
        </div>
      )}
      <NoteField idPrefix="dose" />
    </EntryFrame>
  );
}

const NEW_WATER_ALK = ['newWater.alkalinity'] as const;

function presetTexts(preset: 'natural-sw' | 'rodi', alkUnit: AlkalinityUnit) {
  return Object.fromEntries(NEW_WATER_PARAMETERS.map((p) => [p, presetLevelText(preset, p, alkUnit)]));
}

export function WaterChangeForm({ alkUnit, tank, onSave }: { alkUnit: AlkalinityUnit; tank: LogTank; onSave: Save }) {
  const t = useLooseT('Log');
  const [schema] = useState(() => waterChangeSchema(tank.volumeL));
  const form = useLogForm(schema, () => ({
    at: nowText(),
    changeMode: 'percent',
    changeVolumeL: '',
    changePct: '',
    alkalinityUnit: alkUnit,
    newWaterPreset: 'natural-sw',
    newWater: presetTexts('natural-sw', alkUnit),
  }));
  useAlkUnitSync(form, alkUnit, NEW_WATER_ALK);
  const mode = form.draft.changeMode;
  return (
    <EntryFrame
      form={form}
      title={t('entry.kinds.water_change')}
      onValid={() => {
        const data = form.parsed.data!;
        const typed =
          mode === 'percent' ? { change: `${textOf(form.draft.changePct)} %` } : { change: `${textOf(form.draft.changeVolumeL)} L` };
        return onSave({
          kind: 'water_change',
          at: new Date(data.at).toISOString(),
          values: waterChangeValues(data, tank.volumeL),
          typed,
          note: data.note,
        });
      }}
    >
      <TimeField idPrefix="wc" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SegmentedField name="changeMode" options={['percent', 'volume']} />
        {mode === 'volume' ? <NumberField name="changeVolumeL" kind="volume" /> : <NumberField name="changePct" unit="percent" />}
      </div>
      <SegmentedField
        name="newWaterPreset"
        options={['natural-sw', 'rodi', 'custom']}
        onValue={(p) =>
          form.state.update((d) => ({
            ...d,
            newWaterPreset: p,
            ...(p === 'custom' ? {} : { newWater: presetTexts(p as 'rodi', alkUnit) }),
          }))
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {NEW_WATER_PARAMETERS.map((p) => (
          <NumberField key={p} name={`newWater.${p}`} unit={p === 'alkalinity' ? alkUnit : p === 'salinity' ? 'ppt' : 'mgL'} />
        ))}
      </div>
      <NoteField idPrefix="wc" />
    </EntryFrame>
  );
}

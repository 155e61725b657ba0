'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { createLocalStore } from '@/components/preferences/local-store';
import { InputField } from '@/components/ui/input-field';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import {
  calibrateFromBatch,
  calibrationBatchSchema,
  CALIBRATION_STORAGE_KEY,
  readCalibration,
  savedCalibration,
  type SavedCalibration,
} from '@/lib/calculators/saltmix/calibration';
import { issuesByPath } from '@/lib/calculators/state';
import { decimalsFor } from '@/lib/calculators/precision';
import { formatDate, formatNumber } from '@/lib/format';
import type { QuantityKind } from '@/lib/units';
import { useDraftAt, useFormStore } from '../kit/calculator-context';
import { textToCanonical } from '../kit/display-number';
import { useIssueText, useUnitLabel } from '../kit/fields';
import { Button } from '@/components/ui/button';

const calibrationStore = createLocalStore<SavedCalibration | null>(CALIBRATION_STORAGE_KEY, readCalibration, null);

const FIELDS = [
  { name: 'gramsUsed', unit: 'g' },
  { name: 'rodiL', kind: 'volume' },
  { name: 'measuredPpt', unit: 'ppt' },
  { name: 'temperatureC', kind: 'temperature' },
] as const satisfies readonly { name: string; kind?: QuantityKind; unit?: string }[];
type FieldName = (typeof FIELDS)[number]['name'];
const EMPTY: Record<FieldName, string> = { gramsUsed: '', rodiL: '', measuredPpt: '', temperatureC: '' };

/**
 * "Calibrate from a measured batch": grams used, litres of RODI, measured salinity and temperature give the visitor's
 * own figure, saved in this browser and applied as a custom salt.
 */
export function CalibrationPanel() {
  // the salt and its figure alone, not the whole draft: a keystroke in another field does not render the panel again
  const { update } = useFormStore();
  const saltId = useDraftAt('saltId');
  const gramsPerLiterAt35 = useDraftAt('gramsPerLiterAt35');
  const t = useTranslations('Calculators.saltmix');
  const locale = useLocale();
  const [system] = useUnitSystem();
  const saved = useSyncExternalStore(calibrationStore.subscribe, calibrationStore.get, () => null);
  const [text, setText] = useState(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const parsed = calibrationBatchSchema.safeParse({
    gramsUsed: text.gramsUsed,
    rodiL: textToCanonical(text.rodiL, 'volume', system),
    measuredPpt: text.measuredPpt,
    temperatureC: textToCanonical(text.temperatureC, 'temperature', system),
  });
  const issues = issuesByPath(parsed.error);
  const calibration = parsed.success ? calibrateFromBatch(parsed.data) : null;
  const f2 = (v: number, d = 2) => formatNumber(v, locale, d);
  const applyGrams = (grams: number) =>
    update((d) => ({ ...d, saltId: 'custom', gramsPerLiterAt35: grams.toFixed(decimalsFor('saltGramsPerLitre')) }));
  const inUse =
    saved !== null && saltId === 'custom' && gramsPerLiterAt35 === saved.gramsPerLiterAt35.toFixed(decimalsFor('saltGramsPerLitre'));
  const save = () => {
    setAttempted(true);
    const record = parsed.success ? savedCalibration(parsed.data, new Date()) : null;
    if (!record) return;
    calibrationStore.set(record);
    applyGrams(record.gramsPerLiterAt35);
  };

  return (
    <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid="calibration">
      <summary className="cursor-pointer text-sm font-semibold">{t('calibration.title')}</summary>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t('calibration.intro')}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <CalibrationInput
            key={field.name}
            field={field}
            value={text[field.name]}
            issue={attempted || text[field.name].trim() !== '' ? issues[field.name] : undefined}
            onChange={(v) => setText((s) => ({ ...s, [field.name]: v }))}
          />
        ))}
      </div>
      <div aria-live="polite" className="mt-3 text-sm">
        {parsed.success && calibration ? (
          <p data-testid="calibration-result">
            {t.rich('calibration.result', {
              grams: () => (
                <output
                  name="calibratedGramsPerLiterAt35"
                  htmlFor={FIELDS.map((f) => `calibration-${f.name}`).join(' ')}
                  className="font-semibold"
                >
                  {f2(calibration.gramsPerLiterAt35)}
                </output>
              ),
              factor: formatNumber(calibration.brandFactor, locale, 'factor'),
            })}
          </p>
        ) : parsed.success ? (
          <p className="font-medium text-red-700 dark:text-red-300" role="alert">
            {t('calibration.outOfRange')}
          </p>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="tool" type="button" onClick={save}>
          {t('calibration.save')}
        </Button>
      </div>
      {saved ? (
        <div className="mt-4 rounded-md bg-slate-100 p-3 text-sm dark:bg-slate-800" data-testid="calibration-saved">
          <p>{t('calibration.saved', { grams: f2(saved.gramsPerLiterAt35), date: formatDate(saved.savedAt, locale) })}</p>
          {inUse ? <p className="mt-1 font-medium">{t('calibration.inUse')}</p> : null}
          <div className="mt-2 flex flex-wrap gap-2">
            {!inUse ? (
              <Button variant="tool" type="button" onClick={() => applyGrams(saved.gramsPerLiterAt35)}>
                {t('calibration.use')}
              </Button>
            ) : null}
            <Button variant="tool" type="button" onClick={() => calibrationStore.set(null)}>
              {t('calibration.remove')}
            </Button>
          </div>
        </div>
      ) : null}
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t('calibration.storedLocally')}</p>
    </details>
  );
}

function CalibrationInput({
  field,
  value,
  issue,
  onChange,
}: {
  field: { name: FieldName; kind?: QuantityKind; unit?: string };
  value: string;
  issue: ReturnType<typeof issuesByPath>[string] | undefined;
  onChange: (v: string) => void;
}) {
  const t = useTranslations('Calculators.saltmix');
  const [system] = useUnitSystem();
  const unitLabel = useUnitLabel(field.kind, field.unit, system);
  const error = useIssueText(issue, field.kind, unitLabel);
  return (
    <InputField
      numeric
      id={`calibration-${field.name}`}
      label={t(`calibration.${field.name}`)}
      unit={unitLabel}
      error={error}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useMessages, useTranslations } from 'next-intl';
import { FormProvider } from '@/components/calculators/kit/calculator-context';
import { NumberField, TextField } from '@/components/calculators/kit/fields';
import { useSystemVolume } from '@/components/preferences/use-system-volume';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import type { Draft } from '@/lib/calculators/state';
import { LOG_PARAMETERS, type LogTank } from '@/lib/log/model';
import { shownDecimals, shownUnitKey, toShown } from '@/lib/log/params';
import { defaultTargets } from '@/lib/log/targets';
import { tankSchema, tankTargets } from '@/lib/log/schema';
import type { AlkalinityUnit } from '@/lib/units';
import { FormActions, FormAlert } from './log-fields';
import { hasMessage } from '@/lib/i18n/runtime-key';
import type { LogErrorKey } from './log-messages';
import { useLogForm } from './use-log-form';

const text = (v: number, d: number) => String(Number(v.toFixed(d + 2)));

function draftOf(tank: LogTank | null, alkUnit: AlkalinityUnit): Draft {
  const targets = tank?.targets ?? defaultTargets();
  return {
    name: tank?.name ?? '',
    volumeL: tank ? String(tank.volumeL) : '',
    alkalinityUnit: alkUnit,
    targets: Object.fromEntries(
      LOG_PARAMETERS.map((p) => {
        const r = targets[p];
        const d = shownDecimals(p, alkUnit);
        return [p, r ? { low: text(toShown(p, r.low, alkUnit), d), high: text(toShown(p, r.high, alkUnit), d) } : { low: '', high: '' }];
      }),
    ),
  };
}

export interface TankSubmit {
  name: string;
  volumeL: number;
  targets: LogTank['targets'];
}

/** A tank's name, total system volume (the volume calculator's value offered) and target ranges (docs/methods.md#dosing). */
export function TankForm({
  tank,
  alkUnit,
  onSubmit,
  onCancel,
}: {
  tank: LogTank | null;
  alkUnit: AlkalinityUnit;
  onSubmit: (t: TankSubmit) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const t = useTranslations('Log');
  const units = useMessages().Units;
  const locale = useLocale();
  const [systemVolume] = useSystemVolume();
  const form = useLogForm(tankSchema, () => draftOf(tank, alkUnit));
  const [alert, setAlert] = useState<LogErrorKey | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.parsed.success) {
      setAlert('checkFields');
      form.revealIssues();
      return;
    }
    setBusy(true);
    const ok = await onSubmit({ name: form.parsed.data.name, volumeL: form.parsed.data.volumeL, targets: tankTargets(form.parsed.data) });
    setBusy(false);
    setAlert(ok ? null : 'writeFailed');
  }

  return (
    <FormProvider value={form.state}>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
        aria-labelledby="tank-form-title"
      >
        <h2 id="tank-form-title" className="text-xl font-semibold">
          {tank ? t('tank.editTitle') : t('tank.newTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" maxLength={100} />
          <div className="flex flex-col gap-2">
            <NumberField name="volumeL" kind="volume" />
            {systemVolume !== null ? (
              <Button variant="quiet" type="button" className="self-start" onClick={() => form.set('volumeL', String(systemVolume))}>
                {t('tank.useSystemVolume', { volume: formatNumber(systemVolume, locale, 'litresTenth') })}
              </Button>
            ) : null}
          </div>
        </div>
        <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">{t('tank.targets')}</legend>
          <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">{t('tank.targetsHelp')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {LOG_PARAMETERS.map((p) => {
              const unit = shownUnitKey(p, alkUnit);
              const props = p === 'temperature' ? { kind: 'temperature' as const } : { unit: hasMessage(units, unit) ? unit : undefined };
              return (
                <div key={p} className="grid grid-cols-2 gap-2">
                  <NumberField name={`targets.${p}.low` as const} {...props} />
                  <NumberField name={`targets.${p}.high` as const} {...props} />
                </div>
              );
            })}
          </div>
        </fieldset>
        <FormAlert messageKey={alert} />
        <FormActions submitLabel={tank ? t('tank.save') : t('tank.create')} busy={busy} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}

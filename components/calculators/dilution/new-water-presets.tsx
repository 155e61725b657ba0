'use client';

import { useTranslations, type Messages } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { DILUTION_PRESETS, type DilutionParameter } from '@/lib/calculators/dilution';
import { presetLevelText } from '@/lib/calculators/dilution/levels';
import type { AlkalinityUnit } from '@/lib/units';
import { useFormStore } from '../kit/calculator-context';

/** The calculators whose messages name the presets (`presets.label`, `presets.<id>`, `presets.source`). */
type PresetsCalculator = {
  [S in keyof Messages['Calculators']]: Messages['Calculators'][S] extends { presets: { label: string; source: string } } ? S : never;
}[keyof Messages['Calculators']];

/**
 * Buttons that fill the new-water level (the input `name`) from the presets of docs/methods.md#dilution (natural
 * seawater, RODI). The consumption planner shows them too: `calculator` picks whose messages they read.
 */
export function NewWaterPresets({
  calculator,
  parameter,
  alkalinityUnit,
  name = 'newWater',
}: {
  calculator: PresetsCalculator;
  parameter: DilutionParameter;
  alkalinityUnit: AlkalinityUnit;
  name?: string;
}) {
  // the store alone, not the draft: a keystroke in a field does not render the buttons again
  const { set } = useFormStore();
  const t = useTranslations('Calculators');
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-source`}
      className="-mt-2 flex flex-col gap-2"
      data-testid="new-water-presets"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span id={`${id}-label`} className="text-sm text-slate-700 dark:text-slate-300">
          {t(`${calculator}.presets.label`)}
        </span>
        {DILUTION_PRESETS.map((p) => (
          <Button
            variant="tool"
            size="xs"
            key={p.id}
            type="button"
            data-preset={p.id}
            onClick={() => set(name, presetLevelText(p.id, parameter, alkalinityUnit))}
          >
            {t(`${calculator}.presets.${p.id}`)}
          </Button>
        ))}
      </div>
      <p id={`${id}-source`} className="text-xs text-slate-600 dark:text-slate-400">
        {t(`${calculator}.presets.source`)}
      </p>
    </div>
  );
}

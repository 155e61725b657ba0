'use client';

import { useLocale, useTranslations } from 'next-intl';
import { findTankPreset, TANK_PRESETS, tankSizeText, type TankPreset } from '@/lib/calculators/tank-presets';
import { SelectField } from './fields';
import { PresetInfo } from './preset-info';

/**
 * A Japanese standard tank (規格水槽) that fills the screen's size fields. On /ja each is named 「60cm規格（60 × 30 × 36 cm）」,
 * on English pages by its size. `current` is the preset the fields still hold (none once a size is edited).
 * Label and help come from the calculator's `fields.tankPreset` / `help.tankPreset`.
 */
export function TankPresetPicker({ current, onPick }: { current: TankPreset | undefined; onPick: (preset: TankPreset) => void }) {
  const tk = useTranslations('CalculatorKit.tankPresets');
  // Japanese keepers know these by name (60cm規格); elsewhere the size says more than a Japanese name.
  const locale = useLocale();
  const optionKey = locale === 'ja' ? 'optionNamed' : 'option';
  const options = [
    { value: '', label: tk('choose') },
    ...TANK_PRESETS.map((p) => ({ value: p.id, label: tk(optionKey, { name: tk(`names.${p.id}`), size: tankSizeText(p, locale) }) })),
  ];
  return (
    <div className="flex flex-col gap-2 sm:col-span-2" data-testid="tank-presets">
      <SelectField
        name="tankPreset"
        options={options}
        value={current?.id ?? ''}
        onValue={(id) => {
          const p = findTankPreset(id);
          if (p) onPick(p);
        }}
      />
      {current ? (
        <>
          <PresetInfo grade="generic" source={tk('source', { pages: current.source })} />
          <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="tank-preset-basis">
            {tk(`basis.${current.glassBasis}`, { glass: current.glassMm })}
            {current.varies ? ` ${tk('varies')}` : ''}
          </p>
        </>
      ) : null}
    </div>
  );
}

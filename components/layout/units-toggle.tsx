'use client';

import { useId } from 'react';
import { useSaveToAccount } from '@/components/account/use-save-to-account';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import type { UnitSystem } from '@/lib/units';

export interface UnitsToggleLabels {
  label: string;
  metric: string;
  imperial: string;
}

export function UnitsToggle({ labels }: { labels: UnitsToggleLabels }) {
  const [system, setSystem] = useUnitSystem();
  const saveToAccount = useSaveToAccount();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600 dark:text-slate-300">
        {labels.label}
      </label>
      <select
        id={id}
        data-testid="units-select"
        value={system}
        onChange={(e) => {
          setSystem(e.target.value as UnitSystem);
          saveToAccount({ units: e.target.value as UnitSystem });
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
      >
        <option value="metric">{labels.metric}</option>
        <option value="imperial">{labels.imperial}</option>
      </select>
    </div>
  );
}

'use client';

import { useId } from 'react';
import { useSaveToAccount } from '@/components/account/use-save-to-account';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { Select } from '@/components/ui/inputs';
import type { UnitSystem } from '@/lib/units';
import { settingLabelClass } from './setting-label';

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
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={settingLabelClass}>
        {labels.label}
      </label>
      <Select
        id={id}
        data-testid="units-select"
        value={system}
        onChange={(e) => {
          setSystem(e.target.value as UnitSystem);
          void saveToAccount({ units: e.target.value as UnitSystem });
        }}
        options={[
          { value: 'metric', label: labels.metric },
          { value: 'imperial', label: labels.imperial },
        ]}
        className="w-full px-2 py-1.5 text-sm"
      />
    </div>
  );
}

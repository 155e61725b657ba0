'use client';

import { useSaveToAccount } from '@/components/account/use-save-to-account';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import type { UnitSystem } from '@/lib/units';
import { SettingSelect } from './setting-select';

export interface UnitsToggleLabels {
  label: string;
  metric: string;
  imperial: string;
}

export function UnitsToggle({ labels }: { labels: UnitsToggleLabels }) {
  const [system, setSystem] = useUnitSystem();
  const saveToAccount = useSaveToAccount();
  return (
    <SettingSelect<UnitSystem>
      label={labels.label}
      testId="units-select"
      value={system}
      onChange={(value) => {
        setSystem(value);
        void saveToAccount({ units: value });
      }}
      options={[
        { value: 'metric', label: labels.metric },
        { value: 'imperial', label: labels.imperial },
      ]}
    />
  );
}

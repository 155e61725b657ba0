'use client';

import { useId } from 'react';
import { useSaveToAccount } from '@/components/account/use-save-to-account';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { InlineSelect } from '@/components/ui/inputs';
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
    <InlineSelect
      id={id}
      label={labels.label}
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
    />
  );
}

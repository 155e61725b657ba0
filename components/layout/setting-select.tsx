'use client';

import { useId } from 'react';
import { Select } from '@/components/ui/inputs';
import { settingLabelClass } from './setting-label';

/** One setting of the header's popover: its label above a select (theme, units). */
export function SettingSelect<V extends string>({
  label,
  testId,
  value,
  options,
  onChange,
}: {
  label: string;
  testId: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={settingLabelClass}>
        {label}
      </label>
      <Select
        id={id}
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        options={[...options]}
        className="w-full px-2 py-1.5 text-sm"
      />
    </div>
  );
}

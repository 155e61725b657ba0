'use client';

import { useTheme } from 'next-themes';
import { useId } from 'react';
import { useSaveToAccount } from '@/components/account/use-save-to-account';
import { Select } from '@/components/ui/inputs';
import { useMounted } from '@/components/ui/use-mounted';
import { settingLabelClass } from './setting-label';

export interface ThemeToggleLabels {
  label: string;
  system: string;
  light: string;
  dark: string;
}

export function ThemeToggle({ labels }: { labels: ThemeToggleLabels }) {
  const { theme, setTheme } = useTheme();
  const saveToAccount = useSaveToAccount();
  const mounted = useMounted();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={settingLabelClass}>
        {labels.label}
      </label>
      <Select
        id={id}
        data-testid="theme-select"
        value={mounted ? (theme ?? 'system') : 'system'}
        onChange={(e) => {
          setTheme(e.target.value);
          void saveToAccount({ theme: e.target.value as 'system' | 'light' | 'dark' });
        }}
        options={[
          { value: 'system', label: labels.system },
          { value: 'light', label: labels.light },
          { value: 'dark', label: labels.dark },
        ]}
        className="w-full px-2 py-1.5 text-sm"
      />
    </div>
  );
}

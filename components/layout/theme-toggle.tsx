'use client';

import { useTheme } from 'next-themes';
import { useId } from 'react';
import { useSaveToAccount } from '@/components/account/use-save-to-account';
import { useMounted } from '@/components/ui/use-mounted';

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
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600 dark:text-slate-300">
        {labels.label}
      </label>
      <select
        id={id}
        data-testid="theme-select"
        value={mounted ? (theme ?? 'system') : 'system'}
        onChange={(e) => {
          setTheme(e.target.value);
          saveToAccount({ theme: e.target.value as 'system' | 'light' | 'dark' });
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
      >
        <option value="system">{labels.system}</option>
        <option value="light">{labels.light}</option>
        <option value="dark">{labels.dark}</option>
      </select>
    </div>
  );
}

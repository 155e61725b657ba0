'use client';

import { useTheme } from 'next-themes';
import { useId } from 'react';
import { useSaveToAccount } from '@/components/account/use-save-to-account';
import { InlineSelect } from '@/components/ui/inputs';
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
    <InlineSelect
      id={id}
      label={labels.label}
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
    />
  );
}

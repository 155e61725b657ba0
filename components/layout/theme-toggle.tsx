'use client';

import { useTheme } from 'next-themes';
import { useSaveToAccount } from '@/components/account/use-save-to-account';
import { useMounted } from '@/components/ui/use-mounted';
import { SettingSelect } from './setting-select';

export interface ThemeToggleLabels {
  label: string;
  system: string;
  light: string;
  dark: string;
}

type Theme = 'system' | 'light' | 'dark';

export function ThemeToggle({ labels }: { labels: ThemeToggleLabels }) {
  const { theme, setTheme } = useTheme();
  const saveToAccount = useSaveToAccount();
  const mounted = useMounted();
  return (
    <SettingSelect<Theme>
      label={labels.label}
      testId="theme-select"
      value={mounted ? ((theme ?? 'system') as Theme) : 'system'}
      onChange={(value) => {
        setTheme(value);
        void saveToAccount({ theme: value });
      }}
      options={[
        { value: 'system', label: labels.system },
        { value: 'light', label: labels.light },
        { value: 'dark', label: labels.dark },
      ]}
    />
  );
}

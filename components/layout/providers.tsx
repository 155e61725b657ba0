'use client';

import { ThemeProvider } from 'next-themes';
import { useEffect, type ReactNode } from 'react';
import { storageKeys } from '@/lib/site';
import { suppressThemeTransitions } from './theme-transitions';

export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => suppressThemeTransitions(), []);
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey={storageKeys.theme}>
      {children}
    </ThemeProvider>
  );
}

'use client';

import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { storageKeys } from '@/lib/site';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey={storageKeys.theme} disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: [
      'lib/**/*.test.{ts,tsx}',
      'components/**/*.test.{ts,tsx}',
      'messages/**/*.test.ts',
      'app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'supabase/**/*.test.ts',
      'e2e/fake-supabase/**/*.test.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    reporters: ['default'],
    // next-intl's ESM imports `next/server` without an extension, which Node's resolver refuses (next has no exports map).
    server: { deps: { inline: ['next-intl'] } },
  },
});

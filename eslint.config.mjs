import './scripts/lint/typescript-api.mjs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  // Next's rules (react, react-hooks, jsx-a11y, import, @next/next) on every source file.
  ...nextVitals,
  // typescript-eslint's type-aware rules on TypeScript, with types from tsconfig.json.
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `const { dropped, ...rest } = value` is how a key is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  // Plain JavaScript (scripts, config) is outside tsconfig.json: no type information.
  { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
  // A disable that suppresses nothing is an error; scripts/lint/disables.test.ts requires each to say why after `--`.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.contentlayer/**',
    'out/**',
    'build/**',
    'coverage/**',
    'reports/**',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
    'lighthouse/**',
    'next-env.d.ts',
  ]),
]);

import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import direction of STYLE.md: domain ← db ← server, domain ← web. Features of the web app
 * never import each other; the app layer composes them.
 */
const layerZones = [
  { target: './src/domain', from: ['./src/db', './src/server', './src/web'] },
  { target: './src/db', from: ['./src/server', './src/web'] },
  { target: './src/server', from: ['./src/web'] },
  { target: './src/web', from: ['./src/db', './src/server'] },
  { target: './src/web/components', from: ['./src/web/features', './src/web/app'] },
  { target: './src/web/lib', from: ['./src/web/features', './src/web/app'] },
  { target: './src/web/api', from: ['./src/web/features', './src/web/app'] },
  { target: './src/web/stores', from: ['./src/web/features', './src/web/app'] },
  { target: './src/web/features', from: ['./src/web/app'] },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'src/db/migrations/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // our imports carry no extension: the resolver must know .ts/.tsx for the zones to apply
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The storefront's first load stays small: classic zod (every schema carries all its methods,
    // ~24 KB gzip) is for the server and the back office; the storefront builds with zod/mini.
    files: ['src/domain/**/*.ts', 'src/web/**/*.{ts,tsx}'],
    ignores: [
      // tests are not in any bundle
      'src/**/*.test.{ts,tsx}',
      'src/domain/admin-*.ts',
      'src/web/admin/**',
      'src/web/features/admin-*/**',
      'src/web/app/routes/admin/**',
      'src/web/app/layouts/admin/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Use zod/mini outside the server and the back office.' }],
          patterns: [
            {
              regex: '(^\\.|/domain)/admin-[a-z]+$',
              message:
                'The admin schemas use classic zod: only the server and the back office import them.',
            },
          ],
        },
      ],
    },
  },
  {
    // features never import each other (bulletproof-react)
    files: ['src/web/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/',
              message: 'A feature must not import another feature; compose them in src/web/app.',
            },
          ],
        },
      ],
    },
  },
);

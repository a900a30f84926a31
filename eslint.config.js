import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (STYLE.md §3): the client and the server never import each other, and shared/
 * imports neither. Both the aliases and relative paths into the other side are refused.
 */
const boundary = (forbidden, message) => [
  'error',
  {
    patterns: forbidden.map((side) => ({
      regex: `^#${side}/|^(\\.\\.?/)+(.*/)?${side}/`,
      message,
    })),
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      '.tmp',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**', 'tests/client/**', 'tests/e2e/**'],
    rules: {
      'no-restricted-imports': boundary(['server'], 'The client must not import server code.'),
    },
  },
  {
    files: [
      'src/server/**',
      'tests/server/**',
      'tests/setup/**',
      'tests/factories/**',
      'scripts/**',
    ],
    rules: {
      'no-restricted-imports': boundary(['client'], 'The server must not import client code.'),
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': boundary(['client', 'server'], 'shared/ imports neither side.'),
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);

import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (docs/ARCHITECTURE.md, Dependency rules): the client and the server never import each other, and shared/
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

/**
 * Client features do not import each other (docs/ARCHITECTURE.md, Dependency rules): shared work
 * moves down into components/ or lib/. One block per feature folder, read from disk so a new
 * feature is covered without editing this file. A later block's `no-restricted-imports` replaces
 * an earlier one for the same files, so each block repeats the client boundary's patterns.
 */
const clientFeatures = readdirSync(new URL('./src/client/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureBoundaries = clientFeatures.map((feature) => {
  const others = clientFeatures.filter((other) => other !== feature);
  const [, clientBoundary] = boundary(['server'], 'The client must not import server code.');
  return {
    files: [`src/client/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...clientBoundary.patterns,
            ...others.map((other) => ({
              regex: `^#client/features/${other}(/|$)|^(\\.\\./)+(features/)?${other}(/|$)`,
              message: `Client features do not import each other: move what ${feature} needs from ${other} into components/ or lib/.`,
            })),
          ],
        },
      ],
    },
  };
});

/**
 * Server layering (docs/ARCHITECTURE.md, Dependency rules): routes → services → repositories.
 * Flat config replaces a rule's options instead of merging them, so each block repeats the
 * client boundary and adds its own patterns.
 */
const serverLayers = (...extraPatterns) => {
  const [, clientBoundary] = boundary(['client'], 'The server must not import client code.');
  return ['error', { patterns: [...clientBoundary.patterns, ...extraPatterns] }];
};
const noDrizzle = {
  regex: '^drizzle-orm(/|$)',
  message: 'Only *.repository.ts files and src/server/db/ run SQL; call a repository.',
};
const noRepositories = {
  regex: '\\.repository$',
  message: 'Routes call services; only services (and src/server/services.ts) use repositories.',
};
const noOtherFeatures = {
  regex: '^#server/features/',
  message: 'Features do not import each other; move shared code out of features/.',
};

/**
 * Features do not import each other by relative path either (docs/ARCHITECTURE.md, Dependency
 * rules): a relative import is resolved from its file and refused when it lands in another
 * feature's folder on the same side, whatever the number of `../` (the aliases are refused above).
 */
const featureOf = (file) => {
  const match = /\/src\/(client|server)\/features\/([^/]+)\//.exec(file.split(path.sep).join('/'));
  return match ? { side: match[1], name: match[2] } : undefined;
};
const noRelativeFeatureImports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      other:
        'Features do not import each other: {{own}} imports {{other}} ({{source}}); move shared code out of features/.',
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    const check = (node) => {
      const source = node.source?.type === 'Literal' ? node.source.value : undefined;
      if (!own || typeof source !== 'string' || !source.startsWith('.')) return;
      const other = featureOf(`${path.resolve(path.dirname(context.filename), source)}/`);
      if (other && other.side === own.side && other.name !== own.name) {
        context.report({
          node,
          messageId: 'other',
          data: { own: own.name, other: other.name, source },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

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
      // Mistakes on purpose, checked by tests/server/checks-fire.test.ts.
      'tests/lint-fixtures',
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
    // Promises (docs/ARCHITECTURE.md, Checks): each one is awaited, returned or given a .catch,
    // and none goes where a plain callback is expected. Typed by each file's nearest tsconfig.json.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/client/**', 'tests/client/**', 'tests/e2e/**'],
    rules: {
      'no-restricted-imports': boundary(['server'], 'The client must not import server code.'),
    },
  },
  ...featureBoundaries,
  {
    files: ['src/client/features/**', 'src/server/features/**'],
    plugins: { local: { rules: { 'no-relative-feature-imports': noRelativeFeatureImports } } },
    rules: { 'local/no-relative-feature-imports': 'error' },
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
  // Server layering: no SQL outside repositories, thin routes, features apart.
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.repository.ts', 'src/server/db/**', 'src/server/**/*.test.ts'],
    rules: { 'no-restricted-imports': serverLayers(noDrizzle) },
  },
  {
    files: ['src/server/features/**/*.ts'],
    ignores: ['src/server/**/*.repository.ts', 'src/server/**/*.test.ts'],
    rules: { 'no-restricted-imports': serverLayers(noDrizzle, noOtherFeatures) },
  },
  {
    files: ['src/server/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': serverLayers(noDrizzle, noOtherFeatures, noRepositories),
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
  {
    // Server test files share modules (vitest.config.ts): a module replaced in one would leak.
    files: ['src/server/**/*.test.ts', 'tests/server/**/*.test.ts'],
    ignores: ['**/*.isolated.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'A server test that mocks a module must be named *.isolated.test.ts.',
        },
      ],
    },
  },
);

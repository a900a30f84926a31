import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The checks of docs/ARCHITECTURE.md (Checks) really fire: each fixture in tests/lint-fixtures
 * holds a mistake that `npm run lint` or `npm run typecheck` must refuse.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (name: string) => `${root}tests/lint-fixtures/${name}`;
// Building a typed program is slow on a busy machine; nothing here measures time.
const slow = { timeout: 120_000 };

/** The errors TypeScript finds in one file, compiled with the options of one of our tsconfigs. */
function typeErrors(config: string, file: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    `${root}${config}`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${config} could not be read`);
  const program = ts.createProgram([file], parsed.options);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === file)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('type check environments', () => {
  it('refuses a DOM call in the server', slow, () => {
    expect(typeErrors('tsconfig.server.json', fixture('dom-in-server.ts'))).toEqual([
      expect.stringContaining("Cannot find name 'document'"),
    ]);
    // The same file is sound where the DOM exists, so the error is the environment's.
    expect(typeErrors('tsconfig.client.json', fixture('dom-in-server.ts'))).toEqual([]);
  });

  it("refuses Node's process in the client", slow, () => {
    expect(typeErrors('tsconfig.client.json', fixture('node-in-client.ts'))).toEqual([
      expect.stringContaining("Cannot find name 'process'"),
    ]);
    expect(typeErrors('tsconfig.server.json', fixture('node-in-client.ts'))).toEqual([]);
  });
});

describe('lint', () => {
  it('refuses a floating promise and a promise used as a condition', slow, async () => {
    // The project's eslint.config.js, without its ignore of the fixtures.
    const eslint = new ESLint({ cwd: root, ignore: false });
    const [result] = await eslint.lintFiles([fixture('promises.ts')]);
    expect(result?.messages.map(({ ruleId, line }) => ({ ruleId, line }))).toEqual([
      { ruleId: '@typescript-eslint/no-floating-promises', line: 6 },
      { ruleId: '@typescript-eslint/no-misused-promises', line: 10 },
    ]);
  });

  it('refuses an import of another feature, by alias or by relative path', slow, async () => {
    // Import rules need no types: the typed rules are left out so a file need not exist.
    const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
    const rulesBroken = async (filePath: string, source: string) => {
      const [result] = await eslint.lintText(`import { x } from '${source}';\nexport { x };\n`, {
        filePath: `${root}${filePath}`,
      });
      return result?.messages.map((message) => message.ruleId) ?? [];
    };
    const inCosts = 'src/server/features/costs/probe.ts';
    expect(await rulesBroken(inCosts, '../trips/trips.service')).toEqual([
      'local/no-relative-feature-imports',
    ]);
    expect(await rulesBroken(inCosts, '../../features/trips/trips.service')).toEqual([
      'local/no-relative-feature-imports',
    ]);
    expect(await rulesBroken(inCosts, '#server/features/trips/trips.service')).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      await rulesBroken('src/client/features/costs/components/probe.tsx', '../../trips/api'),
    ).toContain('local/no-relative-feature-imports');
    expect(
      await rulesBroken(
        'src/client/features/costs/components/probe.tsx',
        '../../../features/trips/api',
      ),
    ).toContain('no-restricted-imports');
    // Within a feature, and down to shared server code, imports stay allowed.
    expect(await rulesBroken(inCosts, './costs.service')).toEqual([]);
    expect(
      await rulesBroken('src/server/features/discover/data/probe.ts', '../../../costs/road'),
    ).toEqual([]);
  });
});

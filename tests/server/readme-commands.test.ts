import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every source file under a folder, tests left out (they set variables, they do not read settings). */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mts|mjs|js)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

/** `process.env.NAME` and `process.env['NAME']` in a file's text. */
function environmentReads(text: string): string[] {
  return [...text.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter(Boolean);
}

/** The keys of the server's environment schema, the one reader of its settings. */
function configVariables(): string[] {
  const source = read('src/server/config.ts');
  const schema = source.slice(source.indexOf('const envSchema = z.object({'));
  const body = schema.slice(0, schema.indexOf('\n});'));
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? '');
}

/** A newcomer reads the README first: it names every command and every setting. */
describe('README.md', () => {
  const readme = read('README.md');

  it('names every npm script of package.json as the command a newcomer types', () => {
    const scripts = Object.keys(
      (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
    );
    expect(scripts.length).toBeGreaterThan(10);
    const missing = scripts.filter(
      (name) =>
        !readme.includes(`npm run ${name}`) &&
        !(['start', 'test'].includes(name) && readme.includes(`npm ${name}`)),
    );
    expect(missing).toEqual([]);
  });

  it('names every environment variable the server, scripts and benchmarks read', () => {
    const variables = new Set(configVariables());
    expect(variables.has('DATABASE_URL')).toBe(true);
    const readers = [
      ...sourceFiles('src/server'),
      ...sourceFiles('scripts'),
      ...sourceFiles('bench'),
      'playwright.config.ts',
      'vite.config.ts',
      'vitest.config.ts',
    ];
    for (const file of readers)
      for (const name of environmentReads(read(file))) variables.add(name);
    // The system's PATH, handed on to a child process, is no setting of ours.
    variables.delete('PATH');
    const missing = [...variables].filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});

// The catalogues are complete and consistent (docs/I18N.md): every language has exactly English's
// keys, each message parses and uses English's arguments and tags, every English key is used in
// src/, and every key src/ names exists. It reads the catalogue files, so new areas and keys are
// checked without touching this test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales';

const here = path.dirname(fileURLToPath(import.meta.url));
const catalogsDir = path.join(here, 'catalogs');
const srcDir = path.resolve(here, '../..');
const AREAS = readdirSync(path.join(catalogsDir, 'en'))
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.slice(0, -3));

type Catalogue = Record<string, string>;
/** Each language's messages, area by area. */
const areas = {} as Record<Locale, Record<string, Catalogue>>;
const messages = {} as Record<Locale, Catalogue>;

beforeAll(async () => {
  for (const locale of LOCALES) {
    areas[locale] = {};
    for (const area of AREAS) {
      const file = path.join(catalogsDir, locale, `${area}.ts`);
      areas[locale][area] = ((await import(file)) as { default: Catalogue }).default;
    }
    messages[locale] = (
      (await import(path.join(catalogsDir, locale, 'index.ts'))) as {
        messages: Catalogue;
      }
    ).messages;
  }
});

/** The argument names (with their kind) and tags a message uses. */
function shape(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        found.add(`<${element.value}>`);
        walk(element.children);
        continue;
      }
      // By name only: a language may need a plural where English has a plain number.
      found.add(`{${element.value}}`);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return [...found].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return file === catalogsDir ? [] : sourceFiles(file);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [file] : [];
  });
}

/** The code of src/ outside the catalogues, its comments left out. */
function sourceCode(): { file: string; code: string }[] {
  return sourceFiles(srcDir).map((file) => ({
    file: path.relative(srcDir, file),
    code: readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
      .join('\n'),
  }));
}

const AREA = AREAS.map((area) => area.replace(/-/g, '\\-')).join('|');
const KEY = `(?:${AREA})\\.[a-z][A-Za-z0-9]*`;

/** Every quoted 'area.key' in src/: a key is used when it is written whole somewhere. */
function keysWritten(): Set<string> {
  const literal = new RegExp(`['"\`](${KEY})['"\`]`, 'g');
  return new Set(
    sourceCode().flatMap(({ code }) => [...code.matchAll(literal)].map((match) => match[1]!)),
  );
}

/** Every key src/ asks a translator for: `t('…')`, `t.rich('…'`, `richText(t, '…'`. */
function keysAskedFor(): Map<string, string> {
  const call = new RegExp(
    `\\b(?:t|t\\.rich|richText\\(\\s*\\w+,)\\(?\\s*['"\`](${KEY})['"\`]`,
    'g',
  );
  const asked = new Map<string, string>();
  for (const { file, code } of sourceCode()) {
    for (const match of code.matchAll(call)) asked.set(match[1]!, file);
  }
  return asked;
}

describe('the catalogues', () => {
  it("name each area's keys after the area", () => {
    for (const locale of LOCALES) {
      for (const [area, catalogue] of Object.entries(areas[locale])) {
        const strays = Object.keys(catalogue).filter((key) => !key.startsWith(`${area}.`));
        expect(strays, `${locale}/${area}.ts`).toEqual([]);
      }
    }
  });

  it("give every language exactly English's keys", () => {
    const english = Object.keys(messages.en).sort();
    for (const locale of LOCALES) {
      for (const area of AREAS) {
        expect(Object.keys(areas[locale][area]!).sort(), `${locale}/${area}.ts`).toEqual(
          Object.keys(areas.en[area]!).sort(),
        );
      }
      expect(Object.keys(messages[locale]).sort(), locale).toEqual(english);
    }
  });

  it("write every message in ICU format with English's arguments and tags", () => {
    const wrong: string[] = [];
    for (const locale of LOCALES) {
      for (const [key, english] of Object.entries(messages.en)) {
        const message = messages[locale][key];
        if (message === undefined) continue;
        try {
          if (shape(message).join() !== shape(english).join()) {
            wrong.push(`${locale} ${key}: ${shape(message).join()} ≠ ${shape(english).join()}`);
          }
        } catch (error) {
          wrong.push(`${locale} ${key}: ${String(error)}`);
        }
        if (locale !== 'en' && message.trim() === '') wrong.push(`${locale} ${key}: empty`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('hold no English key that src/ does not use', () => {
    const written = keysWritten();
    expect(Object.keys(messages.en).filter((key) => !written.has(key))).toEqual([]);
  });

  it('hold every key src/ names', () => {
    const missing = [...keysAskedFor()]
      .filter(([key]) => !(key in messages.en))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});

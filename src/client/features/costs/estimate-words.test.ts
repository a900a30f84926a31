import { describe, expect, it } from 'vitest';
import { messages as german } from '#shared/i18n/catalogs/de';
import { formatsFor } from '#shared/i18n/formats';
import { createTranslator } from '#shared/i18n/translator';
import { ENGLISH, type I18n } from '#client/lib/i18n';
import { datasetName } from './estimate-words';

const GERMAN: I18n = {
  locale: 'de',
  t: createTranslator('de', german),
  f: formatsFor('de'),
  dir: 'ltr',
};

describe('datasetName', () => {
  it('words the traveller’s own figure and a guess, and keeps a dataset’s name', () => {
    expect(datasetName(ENGLISH, 'Your figure')).toBe('Your figure');
    expect(datasetName(ENGLISH, 'Estimate (a guess)')).toBe('Estimate (a guess)');
    expect(datasetName(GERMAN, 'Your figure')).toBe('Deine Angabe');
    expect(datasetName(GERMAN, 'Estimate (a guess)')).toBe('Schätzung (geraten)');
    expect(datasetName(GERMAN, 'GSA per diem rates FY2026')).toBe('GSA per diem rates FY2026');
  });
});

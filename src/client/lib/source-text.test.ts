import { describe, expect, it } from 'vitest';
import { messages as de } from '#shared/i18n/catalogs/de';
import { messages as en } from '#shared/i18n/catalogs/en';
import { createTranslator } from '#shared/i18n/translator';
import { sourceText } from './source-text';

const credit = 'Climate: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER';

describe('a source as the reader sees it', () => {
  it('words the climate credit in German and keeps a dataset’s own name', () => {
    const t = createTranslator('de', de);
    expect(sourceText(t, credit)).toBe(
      'Klima: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER',
    );
    expect(sourceText(t, 'GSA per diem rates, FY2026 (CONUS)')).toBe(
      'GSA per diem rates, FY2026 (CONUS)',
    );
  });

  it('keeps the credit exactly as the server writes it in English', () => {
    expect(sourceText(createTranslator('en', en), credit)).toBe(credit);
  });
});

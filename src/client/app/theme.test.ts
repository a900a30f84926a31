import { beforeAll, describe, expect, it } from 'vitest';
import { loadThemeTexts, themeFor } from './theme';

describe('themeFor', () => {
  beforeAll(() => Promise.all((['de', 'pt', 'ar'] as const).map(loadThemeTexts)));

  it('mirrors the layout for Arabic only', () => {
    expect(themeFor('ar').direction).toBe('rtl');
    expect(themeFor('de').direction).toBe('ltr');
    expect(themeFor('en').direction).toBe('ltr');
  });

  it("gives MUI's own texts in the language (English is MUI's own)", () => {
    const noOptions = (locale: 'en' | 'de' | 'pt' | 'ar') =>
      (themeFor(locale).components?.MuiAutocomplete?.defaultProps as { noOptionsText?: string })
        ?.noOptionsText;
    expect(noOptions('en')).toBeUndefined();
    expect(noOptions('de')).toBe('Keine Optionen');
    expect(noOptions('pt')).toBe('Sem opções');
    expect(noOptions('ar')).toBe('لا يوجد خيارات');
  });

  it('keeps the one theme per language', () => {
    expect(themeFor('ar')).toBe(themeFor('ar'));
  });
});

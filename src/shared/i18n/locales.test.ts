import { describe, expect, it } from 'vitest';
import { isDisplayLocale, isRightToLeft, LOCALE_NAMES, LOCALES, negotiateLocale } from './locales';

describe('negotiateLocale', () => {
  it("takes an Accept-Language header's best-weighted language the app speaks", () => {
    expect(negotiateLocale('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7')).toBe('fr');
    expect(negotiateLocale('en;q=0.5, it;q=0.9')).toBe('it');
    expect(negotiateLocale('ja, pt-BR;q=0.8')).toBe('pt');
    expect(negotiateLocale('AR-eg')).toBe('ar');
  });

  it('keeps the order of equal weights and skips languages refused with q=0', () => {
    expect(negotiateLocale('de, es')).toBe('de');
    expect(negotiateLocale('de;q=0, es;q=0.1')).toBe('es');
  });

  it("takes the browser's languages in their order", () => {
    expect(negotiateLocale(['zh-TW', 'es-419', 'en-US'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale(null)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale(['ja', 'ko'])).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
  });
});

describe('the languages', () => {
  it('name each language in itself and write only Arabic right to left', () => {
    expect(LOCALES.map((locale) => LOCALE_NAMES[locale])).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Português',
      'Italiano',
      'العربية',
    ]);
    expect(LOCALES.filter(isRightToLeft)).toEqual(['ar']);
  });

  it('accept the pseudo-locale for display but nothing else', () => {
    expect(isDisplayLocale('en-XA')).toBe(true);
    expect(isDisplayLocale('de')).toBe(true);
    expect(isDisplayLocale('de-DE')).toBe(false);
    expect(isDisplayLocale(undefined)).toBe(false);
  });
});

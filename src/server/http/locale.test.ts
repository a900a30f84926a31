import { describe, expect, it } from 'vitest';
import { requestLocale } from './locale';

const withLanguage = (value?: string | string[]) => ({
  headers: value === undefined ? {} : { 'accept-language': value },
});

describe('requestLocale', () => {
  it('answers in the first language of Accept-Language the app speaks', () => {
    expect(requestLocale(withLanguage('de-AT,de;q=0.9,en;q=0.8'))).toBe('de');
    expect(requestLocale(withLanguage('ja,ar-EG;q=0.7,fr;q=0.5'))).toBe('ar');
    expect(requestLocale(withLanguage('en;q=0.2, pt-PT;q=0.9'))).toBe('pt');
  });

  it('answers in English without the header or with no language the app speaks', () => {
    expect(requestLocale(withLanguage())).toBe('en');
    expect(requestLocale(withLanguage('ja, zh-CN;q=0.8'))).toBe('en');
    expect(requestLocale(withLanguage('en-XA'))).toBe('en');
  });

  it('reads a header given twice as one list', () => {
    expect(requestLocale(withLanguage(['ja', 'it-CH;q=0.5']))).toBe('it');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { tripRoutes } from '#shared/contracts/trips';
import { mockApi } from '#tests/client/mock-api';
import { callApi } from './api-client';
import { applyDocumentLocale, rememberLocale, resolveLocale, storedLocale } from './locale-choice';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'lang=; Path=/; Max-Age=0';
  applyDocumentLocale('en');
});

describe('resolveLocale', () => {
  const all = {
    search: '?lang=it',
    stored: 'fr',
    profile: 'de' as const,
    languages: ['es-MX', 'en'],
  };

  it('takes the address first, then the device, the profile, the browser, English', () => {
    expect(resolveLocale(all)).toBe('it');
    expect(resolveLocale({ ...all, search: '' })).toBe('fr');
    expect(resolveLocale({ ...all, search: '', stored: null })).toBe('de');
    expect(resolveLocale({ ...all, search: '', stored: null, profile: null })).toBe('es');
    expect(resolveLocale({ languages: ['ja'] })).toBe('en');
  });

  it('shows the pseudo-locale when the address asks for it, and ignores unknown languages', () => {
    expect(resolveLocale({ search: '?lang=en-XA' })).toBe('en-XA');
    expect(resolveLocale({ search: '?lang=xx', stored: 'nope', languages: ['pt-BR'] })).toBe('pt');
  });
});

describe('the choice kept on this device', () => {
  it('is kept in storage and in a cookie the server reads', () => {
    rememberLocale('ar');
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(document.cookie).toContain('lang=ar');
    expect(storedLocale()).toBe('ar');
  });

  it('is read from the cookie when storage was cleared', () => {
    rememberLocale('de');
    localStorage.clear();
    expect(storedLocale()).toBe('de');
  });
});

describe('the page and the server follow the language', () => {
  it('sets <html lang dir>, mirrored for Arabic', () => {
    applyDocumentLocale('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLocale('de');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('sends the language on screen as Accept-Language with every call', async () => {
    const api = mockApi({
      'GET /api/trips/getaway/a': {
        status: 404,
        body: { msg: 'Trip not found', code: 'trip_not_found' },
      },
    });
    applyDocumentLocale('fr');
    await callApi(tripRoutes.get, { params: { id: 'a' } }).catch(() => undefined);
    expect(api.calls[0]?.headers['Accept-Language']).toBe('fr');
  });
});

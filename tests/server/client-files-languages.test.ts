import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';

// The landing page drawn in English, German and Arabic (scripts/prerender.ts), no other language.
const page = (lang: string) => `<!doctype html><html lang="${lang}"><body>${lang}</body></html>`;
const INDEX_HTML = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';

let clientDir: string;
let testApp: TestApp;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'getaway-client-languages-'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(clientDir, 'landing.html'), page('en'));
  await writeFile(path.join(clientDir, 'landing.de.html'), page('de'));
  await writeFile(path.join(clientDir, 'landing.ar.html'), page('ar'));
  testApp = await createTestApp({ deps: { clientDir } });
});
afterAll(async () => {
  await testApp.close();
  await rm(clientDir, { recursive: true, force: true });
});

async function landing(request: {
  url?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}) {
  return testApp.app.inject({ method: 'GET', url: '/', ...request });
}

describe('the prerendered pages in each language', () => {
  it('sends the page in the language the address names', async () => {
    const response = await landing({
      url: '/?lang=ar',
      headers: { 'accept-language': 'de' },
      cookies: { lang: 'de' },
    });
    expect(response.body).toBe(page('ar'));
  });

  it('else in the language kept on the device (its cookie), else Accept-Language', async () => {
    const byCookie = await landing({
      headers: { 'accept-language': 'ar' },
      cookies: { lang: 'de' },
    });
    expect(byCookie.body).toBe(page('de'));
    const byHeader = await landing({ headers: { 'accept-language': 'fr-CH;q=0.5, ar;q=0.9' } });
    expect(byHeader.body).toBe(page('ar'));
  });

  it('sends English when the language has no page, is unknown or is not asked for', async () => {
    for (const request of [
      { headers: { 'accept-language': 'fr' } },
      { url: '/?lang=xx' },
      { cookies: { lang: 'klingon' } },
      {},
    ]) {
      expect((await landing(request)).body).toBe(page('en'));
    }
  });

  it('leaves the pseudo-locale and a session to the app', async () => {
    expect((await landing({ url: '/?lang=en-XA' })).body).toBe(INDEX_HTML);
    expect((await landing({ cookies: { session: '1', lang: 'de' } })).body).toBe(INDEX_HTML);
  });

  it('keeps a language named in the address in the lang cookie, for the next page', async () => {
    const response = await landing({ url: '/?lang=de' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^lang=de; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const next = await testApp.app.inject({ method: 'GET', url: '/', cookies: { lang: 'de' } });
    expect(next.body).toBe(page('de'));
    expect((await landing({})).headers['set-cookie']).toBeUndefined();
    expect((await landing({ url: '/?lang=xx' })).headers['set-cookie']).toBeUndefined();
  });

  it('says the page varies with the language and the cookies, so no cache mixes them', async () => {
    for (const request of [{}, { url: '/about' }]) {
      const response = await landing(request);
      expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    }
  });
});

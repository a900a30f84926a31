import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const LANDING_HTML = '<!doctype html><html><body><div id="root"><h1>Plan</h1></div></body></html>';
const LOGIN_HTML = '<!doctype html><html><body><div id="root"><form></form></div></body></html>';
const DISCOVER_HTML =
  '<!doctype html><html><body><div id="root"><select></select></div></body></html>';
const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let clientDir: string;
let testApp: TestApp;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'getaway-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(clientDir, 'landing.html'), LANDING_HTML);
  await writeFile(path.join(clientDir, 'landing.html.br'), brotliCompressSync(LANDING_HTML));
  await writeFile(path.join(clientDir, 'landing.html.gz'), gzipSync(LANDING_HTML));
  await writeFile(path.join(clientDir, 'login.html'), LOGIN_HTML);
  await writeFile(path.join(clientDir, 'discover.html'), DISCOVER_HTML);
  await writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), ASSET);
  // As the build leaves them (scripts/precompress.ts): the variants beside the file.
  await writeFile(path.join(clientDir, 'assets', 'main-def456.js'), ASSET);
  await writeFile(path.join(clientDir, 'assets', 'main-def456.js.br'), brotliCompressSync(ASSET));
  await writeFile(path.join(clientDir, 'assets', 'main-def456.js.gz'), gzipSync(ASSET));
  await writeFile(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(clientDir, 'sw.js'), ASSET);
  await writeFile(path.join(clientDir, 'sw.js.br'), brotliCompressSync(ASSET));
  testApp = await createTestApp({ deps: { clientDir } });
});
afterAll(async () => {
  await testApp.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('answers `/` to a visitor with the landing page drawn at build time, never cached', async () => {
    for (const url of ['/', '/?from=ad']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(LANDING_HTML);
    }
  });

  it('sends pages as the build compressed them, in the encoding the browser accepts', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      const body =
        encoding === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : gunzipSync(response.rawPayload);
      expect(body.toString()).toBe(LANDING_HTML);
    }
  });

  it('answers `/login` and `/discover` to a visitor with their pages drawn at build time', async () => {
    for (const [url, page] of [
      ['/login', LOGIN_HTML],
      ['/login?next=1', LOGIN_HTML],
      ['/discover', DISCOVER_HTML],
    ] as const) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(page);
    }
  });

  it('answers `/`, `/login` and `/discover` with index.html when a session may exist: the app decides', async () => {
    for (const url of ['/', '/login', '/discover']) {
      const response = await testApp.app.inject({ method: 'GET', url, cookies: { session: '1' } });
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('answers client-side routes with index.html, never cached', async () => {
    for (const url of ['/about', '/trips/123', '/wishlist-detail/x?y=1', '/register']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('never caches index.html even when asked for by name', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never caches the service worker, plain or precompressed, so a new version takes over', async () => {
    for (const encoding of ['br', 'identity']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['cache-control'], encoding).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(ASSET.length / 4);
  });

  it('sends the variant compressed at build time, by what the client accepts', async () => {
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/assets/main-def456.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload).toEqual(
        encoding === 'br' ? brotliCompressSync(ASSET) : gzipSync(ASSET),
      );
    }
    const plain = await testApp.app.inject({ method: 'GET', url: '/assets/main-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('caches other shipped files briefly', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps unknown API paths and non-GET page requests as JSON 404s', async () => {
    const api = await testApp.app.inject({ method: 'GET', url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ msg: 'Not found.', code: 'not_found' });
    const post = await testApp.app.inject({ method: 'POST', url: '/about', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers a file missing from /assets/ with a 404, not the page a browser would run as a script', async () => {
    // A tab opened before a deploy asks for a chunk by its old name; the page would be stored under it.
    for (const url of ['/assets/index-0ld123.js', '/assets/main-def456.js.br']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ msg: 'Not found.', code: 'not_found' });
    }
  });
});

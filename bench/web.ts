// Front-end measures: the gzipped JS each route loads first (from Vite's manifest) and Lighthouse's
// mobile scores for a few pages, logged out and logged in, in the system's Chromium.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { root } from './server';
import { PRERENDERED_PAGES } from '../src/shared/prerendered-pages';
import type { Traveller } from './seed';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const clientDir = path.join(root, 'dist/client');
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(path.join(clientDir, file))).length;
}

/** Every chunk `key` pulls in statically, itself included. */
function closure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** Per route: the JS the app starts with (the entry and the steps it imports at once, which
 * index.html preloads) plus the route chunk's own static imports, gzipped. */
export function firstLoadJs() {
  const manifestPath = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('no Vite manifest: is build.manifest on?');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const isRoute = (key: string) => key.startsWith('routes/');
  const entry = closure(manifest, entryKey);
  for (const step of manifest[entryKey]?.dynamicImports ?? []) {
    if (!isRoute(step)) closure(manifest, step, entry);
  }
  const size = (keys: Iterable<string>) =>
    [...keys].reduce((sum, key) => sum + gzipBytes(manifest[key]?.file ?? ''), 0);
  const entryBytes = size(entry);
  const routes = new Set(
    [...entry].flatMap((key) => manifest[key]?.dynamicImports ?? []).filter(isRoute),
  );
  return {
    entryKb: kb(entryBytes),
    landingKb: kb(prerenderedPageJs('landing.html')),
    routes: [...routes].map((key) => {
      const own = [...closure(manifest, key)].filter((chunk) => !entry.has(chunk));
      return {
        route: path.basename(key).replace(/\.tsx?$/, ''),
        ownKb: kb(size(own)),
        firstLoadKb: kb(entryBytes + size(own)),
      };
    }),
  };
}

/** The JS a page drawn at build time loads by itself: the scripts it names. */
function prerenderedPageJs(file: string): number {
  const page = readFileSync(path.join(clientDir, file), 'utf8');
  const scripts = [...page.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((match) => match[1]!);
  return scripts.reduce((sum, file) => sum + gzipBytes(file), 0);
}

/** A route whose page is drawn at build time and starts the app on first use: that page's file. */
function startedOnUse(route: string): string | undefined {
  return PRERENDERED_PAGES.find((page) => page.keepsScripts && page.pathname === `/${route}`)?.file;
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** How many times Lighthouse loads each page; the median run is reported. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

/** Lighthouse, mobile preset, performance + accessibility + best practices, for each page. */
export async function lighthouseScores(origin: string, me: Traveller, lang?: string) {
  // In another language every page is asked for with ?lang=, as the language links do.
  const inLanguage = (url: string) => (lang ? `${url}?lang=${lang}` : url);
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    const pages: Array<{ page: string; url: string }> = [
      { page: '/', url: inLanguage(`${origin}/`) },
      { page: '/login', url: inLanguage(`${origin}/login`) },
      { page: '/discover', url: inLanguage(`${origin}/discover`) },
    ];
    const results = [];
    for (const [index, target] of [
      ...pages,
      { page: '/my-trip (logged in)', url: inLanguage(`${origin}/my-trip`) },
      {
        page: '/trips/:id (logged in)',
        url: inLanguage(`${origin}/trips/${me.tripIds[0] ?? ''}`),
      },
    ].entries()) {
      if (index === pages.length) {
        // Log in through the form, as a traveller does: the app, its service worker and the
        // session come with it (the login page loads the app only once it is used).
        await page.goto(inLanguage(`${origin}/login`));
        await page.type('input[name=email]', me.email);
        await page.type('input[name=password]', 'bench-password-1');
        await page.click('button[type=submit]');
        // Run in the page, so written as text: the bench is type-checked without the DOM.
        await page.waitForFunction("location.pathname === '/my-trip'");
        await page.evaluate('navigator.serviceWorker.ready');
      }
      const measure = () =>
        lighthouse(
          target.url,
          { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
          {
            extends: 'lighthouse:default',
            settings: { onlyCategories: ['performance', 'accessibility', 'best-practices'] },
          },
          page,
        );
      // Once more when Lighthouse could not record the load (NO_NAVSTART, seen on a busy machine):
      // that is no figure of the page's.
      const measureOnce = async () => {
        const result = await measure();
        return result?.lhr.runtimeError ? measure() : result;
      };
      // One load's score moves by several points from run to run on the same build: each page is
      // loaded LIGHTHOUSE_RUNS times (3 unless set) and the run with the median score reported.
      const runs: Array<Awaited<ReturnType<typeof measure>>> = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await measureOnce());
      const scoreOf = (run: (typeof runs)[number], id: string) =>
        Math.round((run?.lhr.categories[id]?.score ?? 0) * 100);
      const performanceOf = (run: (typeof runs)[number]) => scoreOf(run, 'performance');
      runs.sort((a, b) => performanceOf(a) - performanceOf(b));
      const result = runs[Math.floor(runs.length / 2)];
      // The whole report, for the audits behind a score (open it in the Lighthouse viewer).
      const reportName = `lighthouse-${index + 1}.json`;
      mkdirSync(path.join(root, 'bench/results'), { recursive: true });
      writeFileSync(path.join(root, 'bench/results', reportName), JSON.stringify(result?.lhr));
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => scoreOf(result, id);
      // What keeps accessibility or best practices below 100: the audits that failed.
      const failed = ['accessibility', 'best-practices'].flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && result?.lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
      );
      results.push({
        page: target.page,
        performance: score('performance'),
        performanceRuns: runs.map(performanceOf),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(result?.lhr.audits['total-blocking-time']?.numericValue ?? 0),
        failed,
        report: `bench/results/${reportName}`,
        // A score of 0 with this set means Lighthouse could not measure the page, not a slow one.
        ...(result?.lhr.runtimeError ? { error: result.lhr.runtimeError.code } : {}),
      });
    }
    return results;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

export async function webFigures(origin: string, me: Traveller, lang?: string) {
  const js = firstLoadJs();
  let scores: Awaited<ReturnType<typeof lighthouseScores>> | string;
  try {
    scores = await lighthouseScores(origin, me, lang);
  } catch (error) {
    scores = `Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`;
  }
  const lines = [
    `\nFirst-load JS (gzip): entry ${js.entryKb} KB; per route, entry + the route's own chunks:`,
    `  ${'/ (no session)'.padEnd(16)} ${String(js.landingKb).padStart(6)} KB (the prerendered page)`,
    ...js.routes.map((r) => {
      const prerendered = startedOnUse(r.route);
      const line = `${String(r.firstLoadKb).padStart(6)} KB (own ${r.ownKb} KB)`;
      return prerendered
        ? `  ${r.route.padEnd(16)} ${String(kb(prerenderedPageJs(prerendered))).padStart(6)} KB ` +
            `(the page drawn at build time); ${line.trim()} on the first key, tap or focus`
        : `  ${r.route.padEnd(16)} ${line}`;
    }),
    typeof scores === 'string'
      ? scores
      : `Lighthouse (mobile${lang ? `, ?lang=${lang}` : ''}):\n${scores
          .map(
            (s) =>
              `  ${s.page.padEnd(24)} perf ${s.performance} (runs ${s.performanceRuns.join(', ')})  a11y ${s.accessibility}  best ${s.bestPractices}  LCP ${s.lcpMs} ms  TBT ${s.tbtMs} ms${s.failed.length ? `  failed: ${s.failed.join(', ')}` : ''}${'error' in s ? `  (${s.error})` : ''}`,
          )
          .join('\n')}`,
  ];
  return { text: lines.join('\n'), json: { firstLoadJs: js, lighthouse: scores } };
}

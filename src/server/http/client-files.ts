import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed assets never change under their name; index.html must always be fetched afresh. */
function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (relativePath === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built client. Hashed files under /assets/ are cached for a year; index.html is never
 * cached, so a deploy is picked up at once. Client-side routes (/about, /trips/…) get index.html.
 * The build writes `.br` and `.gz` beside each asset (scripts/precompress.ts); they are sent as
 * they are, with `Vary: Accept-Encoding`, so no request compresses a script again.
 */
export async function registerClientFiles(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return false;
  const indexHtml = await readFile(indexPath);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(path.relative(distDir, filePath)));
    },
  });
  app.decorate('clientIndexHtml', indexHtml);
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    clientIndexHtml?: Buffer;
  }
}

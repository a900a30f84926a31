import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built client. Hashed files under /assets/ are cached for a year; index.html is never
 * cached, so a deploy is picked up at once. Client-side routes (/about, /trips/…) get index.html.
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
    setHeaders: (reply, filePath) => {
      const isHashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
      reply.header(
        'Cache-Control',
        isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
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

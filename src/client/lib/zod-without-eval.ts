// What `zod` resolves to in the client build (vite.config.ts): zod itself, with its JIT off.
// The page's Content-Security-Policy forbids eval, and a schema built with the JIT on probes
// `new Function` when it is built; the browser logs that as a CSP violation on every page. Every
// schema module imports `zod`, so this body runs before any of them.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };

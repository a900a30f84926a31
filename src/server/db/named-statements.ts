/**
 * Every query and change the app sends is kept as a named statement on its connection: parsed
 * and planned once, then only bound and run (docs/PERFORMANCE.md, "What changed for the mix").
 * PGlite's wrapper is ./pglite-statements.ts; node-postgres keeps named statements itself, so on
 * PostgreSQL a name per text is all it takes (`nameStatement`).
 */

/** Statements kept by name at most; past it, a new one goes the usual way. */
export const MAX_STATEMENTS = 500;

/** Queries and changes; anything else (SET, LISTEN, DDL, BEGIN) goes the usual way. */
export const isPlannable = (text: string) => /^\s*(select|insert|update|delete)\b/i.test(text);

interface QueryConfigLike {
  text: string;
  name?: string;
}

const isQueryConfig = (value: unknown): value is QueryConfigLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { text?: unknown }).text === 'string' &&
  !('submit' in value);

/**
 * For node-postgres: the query config with a name kept for its text, so each pooled connection
 * parses and plans it once. A name given already (Drizzle's `.prepare`) stays; text holding a
 * `;` may be several statements, which only the unnamed simple protocol runs.
 */
export function createStatementNamer(limit = MAX_STATEMENTS) {
  const names = new Map<string, string>();
  return <T>(config: T): T => {
    if (!isQueryConfig(config) || config.name || !isPlannable(config.text)) return config;
    if (config.text.includes(';')) return config;
    let name = names.get(config.text);
    if (name === undefined) {
      if (names.size >= limit) return config;
      name = `getaway_auto_${names.size + 1}`;
      names.set(config.text, name);
    }
    // A copy: Drizzle reuses a prepared query's config object for every call.
    return { ...config, name };
  };
}

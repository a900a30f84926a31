import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { isPlannable, MAX_STATEMENTS } from './named-statements';

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/**
 * PGlite as Drizzle uses it, with each query and change kept as a named statement: parsed and
 * planned once, then each call bound and run in one exchange with PGlite. PGlite's own `query`
 * parses and plans every call afresh in six exchanges, which cost a trip read about as much CPU
 * as the rest of its request (docs/PERFORMANCE.md). The rows, types, errors and notifications are
 * those `query` gives, inside a transaction too.
 */
export function withNamedStatements(client: PGlite): PGlite {
  const statements = new Map<string, { name: string; paramTypes: number[] }>();

  async function exchange(message: Uint8Array, syncToFs: boolean) {
    // As PGlite's own `query` sends its messages: notifications and notices are handled alike.
    return client.execProtocolStream(message, { syncToFs });
  }

  async function statementFor(text: string, options?: QueryOptions) {
    const known = statements.get(text);
    if (known) return known;
    const name = `getaway_statement_${statements.size + 1}`;
    const described = await exchange(
      concat([
        protocol.serialize.parse({
          name,
          text,
          ...(options?.paramTypes ? { types: options.paramTypes } : {}),
        }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      false,
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  }

  /** One named statement; the caller holds PGlite's locks (outside a transaction, files sync). */
  async function run<T>(
    text: string,
    params: unknown[],
    inTransaction: boolean,
    options?: QueryOptions,
  ) {
    const { name, paramTypes } = await statementFor(text, options);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = paramTypes[i] ?? 0;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(param) : String(param);
    });
    const messages = await exchange(
      concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      !inTransaction,
    );
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  const isNamed = (text: string) =>
    isPlannable(text) && (statements.has(text) || statements.size < MAX_STATEMENTS);

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    if (!isNamed(text)) return client.query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run<T>(text, params, false, options)),
    );
  }

  /** Inside a transaction PGlite's locks are already held: its statements run as they come. */
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) =>
      callback(
        new Proxy(tx, {
          get(target, property) {
            if (property !== 'query') return Reflect.get(target, property, target);
            return <R>(text: string, params: unknown[] = [], options?: QueryOptions) =>
              isNamed(text) && !target.closed
                ? run<R>(text, params, true, options)
                : target.query<R>(text, params, options);
          },
        }),
      ),
    );

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeTable } from '#shared/contracts/route-table';
import { tripSchema } from '#shared/contracts/trips';
import { compileJsonWriter, MISMATCH, type JsonWriter } from './json-writer';
import { createResponseSerializerCompiler } from './response-serializer';

/** What the response was before the writer: zod's encode, then JSON.stringify. */
const viaZod = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value));

function writerOf(schema: z.ZodType): JsonWriter {
  const write = compileJsonWriter(schema);
  if (!write) throw new Error('no writer compiled');
  return write;
}

function refused(write: JsonWriter, value: unknown): unknown {
  try {
    write(value);
  } catch (error) {
    return error;
  }
  return undefined;
}

const place = z.object({
  name: z.string(),
  rank: z.number().int().min(1),
  kind: z.enum(['city', 'beach']),
  flag: z.literal('x').optional(),
  note: z.string().nullable(),
  tags: z.array(z.string()).min(1),
  open: z.boolean(),
  price: z.union([z.object({ amount: z.number(), currency: z.string() }), z.null()]),
});

describe('compiled JSON writer', () => {
  it('writes what zod and JSON.stringify write: the schema keys in its order, nothing else', () => {
    const write = writerOf(place);
    const value = {
      open: true,
      secret: 'not in the contract',
      tags: ['quiet', 'line\nbreak "quoted" ünïcode'],
      note: null,
      kind: 'beach',
      rank: 3,
      name: 'Lagos',
      price: { currency: 'EUR', amount: 12.5, extra: 1 },
    };
    const written = write(value);
    expect(written).toBe(viaZod(place, value));
    expect(JSON.parse(written)).toEqual({
      name: 'Lagos',
      rank: 3,
      kind: 'beach',
      note: null,
      tags: ['quiet', 'line\nbreak "quoted" ünïcode'],
      open: true,
      price: { amount: 12.5, currency: 'EUR' },
    });
    expect(Object.keys(JSON.parse(written))).toEqual([
      'name',
      'rank',
      'kind',
      'note',
      'tags',
      'open',
      'price',
    ]);
  });

  it('refuses every value zod refuses, so such a response still goes to zod', () => {
    const write = writerOf(place);
    const good = {
      name: 'Lagos',
      rank: 3,
      kind: 'city',
      note: null,
      tags: ['a'],
      open: false,
      price: null,
    };
    expect(write(good)).toBe(viaZod(place, good));
    const broken = [
      { ...good, name: 7 },
      { ...good, rank: 0 },
      { ...good, rank: 1.5 },
      { ...good, rank: Number.NaN },
      { ...good, kind: 'mountain' },
      { ...good, flag: 'y' },
      { ...good, note: undefined },
      { ...good, tags: [] },
      { ...good, tags: 'a' },
      { ...good, open: 'yes' },
      { ...good, price: { amount: '12', currency: 'EUR' } },
      [good],
      null,
    ];
    for (const value of broken) {
      expect(refused(write, value)).toBe(MISMATCH);
      expect(z.safeEncode(place, value as never).success).toBe(false);
    }
  });

  it("keeps a check's own encoding (a trimmed string) and a refinement's verdict", () => {
    const schema = z.object({
      label: z.string().trim(),
      day: z.string().refine((value) => value.endsWith('day')),
    });
    const write = writerOf(schema);
    const value = { label: '  padded  ', day: 'Monday' };
    expect(write(value)).toBe(viaZod(schema, value));
    expect(refused(write, { label: 'a', day: 'Mon' })).toBe(MISMATCH);
  });

  it('leaves a schema with a transform, a pipe or an object refinement to zod', () => {
    expect(
      compileJsonWriter(z.object({ a: z.string().transform((s) => s.length) })),
    ).toBeUndefined();
    expect(compileJsonWriter(z.string().pipe(z.email()))).toBeUndefined();
    expect(compileJsonWriter(z.object({ a: z.string() }).refine(() => true))).toBeUndefined();
    expect(compileJsonWriter(z.looseObject({ a: z.string() }))).toBeUndefined();
  });

  it('compiles a writer for the trip, the answer of the busiest calls', () => {
    expect(compileJsonWriter(z.array(tripSchema))).toBeDefined();
    const compiled = routeTable
      .filter((route) => route.response[200] ?? route.response[201])
      .filter((route) => compileJsonWriter((route.response[200] ?? route.response[201])!));
    // Most success answers are written without zod; the rest keep zod's encode.
    expect(compiled.length).toBeGreaterThan(routeTable.length / 2);
  });
});

describe('response serializer', () => {
  /** What a route whose handler returns `value` answers, through the serializer. */
  async function answerTo(value: unknown) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(createResponseSerializerCompiler());
    app.get('/x', { schema: { response: { 200: place } } }, async () => value);
    const response = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    return response;
  }

  it('sends only what the contract names', async () => {
    const fitting = {
      name: 'Lagos',
      rank: 1,
      kind: 'city',
      note: 'n',
      tags: ['a'],
      open: true,
      price: null,
    };
    const response = await answerTo({ ...fitting, passwordHash: 'h' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(fitting);
  });

  it('answers 500 for an answer that breaks the contract, as zod did', async () => {
    const response = await answerTo({ name: 'Lagos' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Lagos');
  });
});

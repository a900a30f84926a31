import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';
import { compileJsonWriter, MISMATCH } from './json-writer';

type ResponseSchema = $ZodType | { properties: $ZodType };

export interface ResponseSerializerOptions {
  /**
   * Tests: every response is written both ways and must come out the same, so each API test
   * also checks the compiled writer against zod's encode.
   */
  compareWithZod?: boolean;
}

/**
 * Responses written by a writer compiled once from the route's contract (json-writer.ts): the
 * contract's keys only, each value's type checked on the way. A value the writer does not take,
 * and a schema it cannot compile, go to zod's encode as before, which refuses a response that
 * breaks the contract (docs/decisions/017-compiled-response-writer.md).
 */
export function createResponseSerializerCompiler(
  options: ResponseSerializerOptions = {},
): FastifySerializerCompiler<ResponseSchema> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route);
    const schema = route.schema instanceof $ZodType ? route.schema : route.schema.properties;
    const write = compileJsonWriter(schema);
    if (!write) return viaZod;
    if (options.compareWithZod) {
      return (data) => {
        // First zod, so a response that breaks the contract fails just as it would in production.
        const expected = viaZod(data);
        let written: string | undefined;
        try {
          written = write(data);
        } catch (error) {
          if (error !== MISMATCH) throw error;
        }
        if (written !== expected) {
          throw new Error(
            `The compiled writer and zod disagree on ${route.method} ${route.url}:\n` +
              `writer: ${written ?? '(refused)'}\nzod:    ${expected}`,
          );
        }
        return written;
      };
    }
    return (data) => {
      try {
        return write(data);
      } catch (error) {
        if (error !== MISMATCH) throw error;
        return viaZod(data);
      }
    };
  };
}

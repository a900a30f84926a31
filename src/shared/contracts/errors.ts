import { z } from 'zod';

/** Every non-2xx body (docs/PRODUCT-RULES.md#errors): `msg` is for people, `code` is stable for programs. */
export const errorBodySchema = z.object({
  /** What went wrong, in words a traveller can read. */
  msg: z.string(),
  /** Stable snake_case code, e.g. `validation_failed`, `trip_not_found`. */
  code: z.string(),
  /** For validation failures: each field that failed and why. */
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The error responses a route documents, e.g. `...errorResponses(400, 401, 404)`. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}

/** `{ msg }` answers of calls whose success is a message (logout, delete). */
export const messageSchema = z.object({ msg: z.string() });
export type Message = z.infer<typeof messageSchema>;

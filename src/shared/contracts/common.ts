import { z } from 'zod';
import { isCalendarDate } from '#shared/domain/calendar-date';

/** Ids are UUIDs, exposed as strings named `_id` (docs/PRODUCT-RULES.md#spec-calls). */
export const idSchema = z.uuid({ error: 'Not a valid id.' });

/** "HH:MM", 24-hour, local to the destination. */
export const startTimeSchema = z
  .string({ error: 'startTime must be written as HH:MM.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'startTime must be a time written as HH:MM.' });

export const idParamsSchema = z.object({ id: idSchema });

/** A calendar date "YYYY-MM-DD" with no time and no zone (docs/PRODUCT-RULES.md#trip-dates). */
export const calendarDateSchema = z
  .string({ error: 'Dates must be written as YYYY-MM-DD.' })
  .refine(isCalendarDate, { error: 'Dates must be real dates written as YYYY-MM-DD.' });

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Email is too long.' })
  .pipe(z.email({ error: 'Please enter a valid email address.' }))
  // The pipe documents its input side only; say in the OpenAPI document that it is an email.
  .meta({ format: 'email' });

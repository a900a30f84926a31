import { LOCALES } from '#shared/i18n/locales';
import { z } from 'zod';
import { PERSON_NAME_PATTERN, ZIP_PATTERN } from '#shared/domain/person-name';
import { US_STATE_CODES } from '#shared/domain/us-states';
import { currencyCodeSchema } from '#shared/domain/money';
import { isCalendarDate, localCalendarDate } from '#shared/domain/calendar-date';
import { calendarDateSchema, emailSchema, idParamsSchema, idSchema } from './common';
import { errorResponses, messageSchema } from './errors';
import { defineRoute } from './route';

/** The original app's exact texts, shared by the forms and the server. */
export const userMessages = {
  allFieldsRequired: 'All fields are required.',
  firstNameLetters: 'First name must contain only letters.',
  lastNameLetters: 'Last name must contain only letters.',
  zipFiveDigits: 'Zip code must be exactly 5 digits.',
  passwordLength: 'Password must be at least 8 characters.',
  stateRequired: 'Please select a state.',
  birthdayPast: 'Date of birth must be a real date in the past.',
} as const;

const required = { error: userMessages.allFieldsRequired };

const firstNameSchema = z
  .string(required)
  .trim()
  .min(1, required)
  .max(50, { error: 'First name is too long.' })
  .regex(PERSON_NAME_PATTERN, { error: userMessages.firstNameLetters });
const lastNameSchema = z
  .string(required)
  .trim()
  .min(1, required)
  .max(50, { error: 'Last name is too long.' })
  .regex(PERSON_NAME_PATTERN, { error: userMessages.lastNameLetters });
const citySchema = z
  .string(required)
  .trim()
  .min(1, required)
  .max(100, { error: 'City is too long.' })
  // PostgreSQL text cannot hold NUL, and no city name has control characters.
  .regex(/^\P{Cc}*$/u, { error: 'City contains characters that are not allowed.' });
const stateSchema = z.enum(US_STATE_CODES, { error: userMessages.stateRequired });
const zipSchema = z.string(required).regex(ZIP_PATTERN, { error: userMessages.zipFiveDigits });
/** A real date in the past, after 1900. */
const birthdaySchema = z
  .string(required)
  .refine(
    (value) => isCalendarDate(value) && value >= '1900-01-01' && value < localCalendarDate(),
    {
      error: userMessages.birthdayPast,
    },
  );

export const registerBodySchema = z.object({
  /** First name: letters, spaces, hyphens and apostrophes. */
  fname: firstNameSchema,
  /** Last name: letters, spaces, hyphens and apostrophes. */
  lname: lastNameSchema,
  /** Login email; stored lower-case, unique. */
  email: emailSchema,
  /** At least 8 characters. */
  password: z
    .string(required)
    .min(8, { error: userMessages.passwordLength })
    .max(128, { error: 'Password must be at most 128 characters.' }),
  /** Date of birth, YYYY-MM-DD. */
  birthday: birthdaySchema,
  city: citySchema,
  /** Two-letter code of one of the 50 US states. */
  state: stateSchema,
  /** Exactly 5 digits. */
  zip: zipSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, { error: 'Password is required.' })
    .max(128, { error: 'Invalid email or password.' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const accessTokenSchema = z.object({
  /** Short-lived JWT to send as `Authorization: Bearer …`. Keep it in memory only. */
  accesstoken: z.string(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** One of the app's languages (docs/I18N.md). */
export const localeSchema = z.enum(LOCALES, {
  error: `That language is not one we offer; use one of ${LOCALES.join(', ')}.`,
});

export const userInfoSchema = z.object({
  _id: idSchema,
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  /** 1 means admin; anything else is an ordinary user. */
  role: z.number().int(),
  /** ISO 4217 code; each new trip's currency. */
  homeCurrency: currencyCodeSchema,
  /** The language the traveller chose (docs/I18N.md); null: the browser's language. */
  locale: localeSchema.nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const profileSchema = z.object({
  _id: idSchema,
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  birthday: calendarDateSchema,
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  role: z.number().int(),
  /** ISO 4217 code; each new trip's currency. */
  homeCurrency: currencyCodeSchema,
  /** The language the traveller chose (docs/I18N.md); null: the browser's language. */
  locale: localeSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileBodySchema = z.object({
  fname: firstNameSchema,
  lname: lastNameSchema,
  birthday: birthdaySchema,
  city: citySchema,
  state: stateSchema,
  zip: zipSchema,
  /** Optional; unchanged when absent. */
  homeCurrency: currencyCodeSchema.optional(),
  /** Optional; unchanged when absent, null goes back to the browser's language. */
  locale: localeSchema.nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

const tags = ['user'] as const;

export const userRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/api/user/register',
    auth: 'public',
    rateLimit: 'register',
    summary: 'Create an account; sets the refresh cookie and answers an access token',
    tags,
    body: registerBodySchema,
    successStatus: 201,
    response: { 201: accessTokenSchema, ...errorResponses(400, 409, 429) },
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/user/login',
    auth: 'public',
    rateLimit: 'login',
    summary: 'Log in; sets the refresh cookie and answers an access token',
    tags,
    body: loginBodySchema,
    response: { 200: accessTokenSchema, ...errorResponses(400, 401, 429) },
  }),
  refreshToken: defineRoute({
    method: 'GET',
    path: '/api/user/refresh_token',
    auth: 'refresh-cookie',
    summary: 'Rotate the refresh cookie and answer a new access token',
    tags,
    response: { 200: accessTokenSchema, ...errorResponses(401) },
  }),
  info: defineRoute({
    method: 'GET',
    path: '/api/user/infor',
    auth: 'user',
    summary: 'The logged-in user',
    tags,
    response: { 200: userInfoSchema, ...errorResponses(401, 404) },
  }),
  getProfile: defineRoute({
    method: 'GET',
    path: '/api/user/profile/:id',
    auth: 'user',
    summary: "A user's profile (your own only; another's answers 404)",
    tags,
    params: idParamsSchema,
    response: { 200: profileSchema, ...errorResponses(400, 401, 404) },
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/user/profile/:id',
    auth: 'user',
    summary: 'Update your own profile',
    tags,
    params: idParamsSchema,
    body: updateProfileBodySchema,
    response: { 200: profileSchema, ...errorResponses(400, 401, 404) },
  }),
  logout: defineRoute({
    method: 'GET',
    path: '/api/user/logout',
    auth: 'refresh-cookie',
    summary: 'Revoke the session of the refresh cookie and clear it',
    tags,
    response: { 200: messageSchema },
  }),
};

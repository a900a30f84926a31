import { registerBodySchema, userMessages, type RegisterBody } from '#shared/contracts/users';
import { PERSON_NAME_PATTERN, ZIP_PATTERN } from '#shared/domain/person-name';

export const ZIP_LENGTH = 5;

/** The zip inputs accept only digits, up to five of them. */
export function keepZipDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, ZIP_LENGTH);
}

export type RegisterValues = Record<keyof RegisterBody, string>;

export const emptyRegisterValues: RegisterValues = {
  fname: '',
  lname: '',
  email: '',
  password: '',
  birthday: '',
  city: '',
  state: '',
  zip: '',
};

/**
 * Register's client-side checks: every field, then the five-digit zip rule, then the contract's own
 * rules (email, password length, a past birthday), so the server's 400 is rarely needed.
 * Answers the body to send, or the one message to show.
 */
export function validateRegistration(
  values: RegisterValues,
): { ok: true; body: RegisterBody } | { ok: false; message: string } {
  if (Object.values(values).some((value) => value.trim() === '')) {
    return { ok: false, message: userMessages.allFieldsRequired };
  }
  if (!ZIP_PATTERN.test(values.zip)) return { ok: false, message: userMessages.zipFiveDigits };
  const parsed = registerBodySchema.safeParse(values);
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? userMessages.allFieldsRequired,
    };
  }
  return { ok: true, body: parsed.data };
}

export interface ProfileValues {
  fname: string;
  lname: string;
  birthday: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * Profile save's checks in their set order; the first failure is the only message.
 * Birthday is checked by its required date input and by the server.
 */
export function validateProfile(values: ProfileValues): string | null {
  const { fname, lname, city, state, zip } = values;
  if ([fname, lname, city, state, zip].some((value) => value.trim() === '')) {
    return userMessages.allFieldsRequired;
  }
  if (!PERSON_NAME_PATTERN.test(fname.trim())) return userMessages.firstNameLetters;
  if (!PERSON_NAME_PATTERN.test(lname.trim())) return userMessages.lastNameLetters;
  if (!ZIP_PATTERN.test(zip)) return userMessages.zipFiveDigits;
  return null;
}

const REQUIRED = 'This field is required.';

/** Which register fields are wrong, each with its message (the alert keeps the first one). */
export function registrationFieldErrors(values: RegisterValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value.trim() === '') errors[name] = REQUIRED;
  }
  if (Object.keys(errors).length > 0) return errors;
  if (!ZIP_PATTERN.test(values.zip)) return { zip: userMessages.zipFiveDigits };
  const parsed = registerBodySchema.safeParse(values);
  if (parsed.success) return {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}

/** Which profile fields are wrong, in the order the profile checks run. */
export function profileFieldErrors(values: ProfileValues): Record<string, string> {
  const { fname, lname, city, state, zip } = values;
  const required = Object.entries({ fname, lname, city, state, zip }).filter(
    ([, value]) => value.trim() === '',
  );
  if (required.length > 0) return Object.fromEntries(required.map(([name]) => [name, REQUIRED]));
  if (!PERSON_NAME_PATTERN.test(fname.trim())) return { fname: userMessages.firstNameLetters };
  if (!PERSON_NAME_PATTERN.test(lname.trim())) return { lname: userMessages.lastNameLetters };
  if (!ZIP_PATTERN.test(zip)) return { zip: userMessages.zipFiveDigits };
  return {};
}

import { userMessages } from '#shared/contracts/users';
import type { MessageKey, Translator } from '#shared/i18n/translator';

/**
 * The account checks' English messages, shared with the server and quoted by the spec, each with
 * its key, so the form shows them in the traveller's language (English identical).
 */
const USER_MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  [userMessages.allFieldsRequired]: 'auth.allFieldsRequired',
  [userMessages.firstNameLetters]: 'auth.firstNameLetters',
  [userMessages.lastNameLetters]: 'auth.lastNameLetters',
  [userMessages.zipFiveDigits]: 'auth.zipFiveDigits',
  [userMessages.passwordLength]: 'auth.passwordLength',
  [userMessages.stateRequired]: 'auth.stateRequired',
  [userMessages.birthdayPast]: 'auth.birthdayPast',
  'This field is required.': 'auth.fieldRequired',
  'Password must be at most 128 characters.': 'auth.passwordTooLong',
  'Password is required.': 'auth.passwordRequired',
  'First name is too long.': 'auth.firstNameTooLong',
  'Last name is too long.': 'auth.lastNameTooLong',
  'City is too long.': 'auth.cityTooLong',
  'City contains characters that are not allowed.': 'auth.cityCharacters',
  'Email is required.': 'auth.emailRequired',
  'Email is too long.': 'auth.emailTooLong',
  'Please enter a valid email address.': 'auth.emailInvalid',
  'Invalid email or password.': 'auth.invalidCredentials',
};

/** An account check's message in the traveller's language; any other text as it came. */
export function userMessageText(t: Translator, message: string): string {
  const key = USER_MESSAGE_KEYS[message];
  return key ? t(key) : message;
}

/** Every field's message in the traveller's language. */
export function userFieldErrors(
  t: Translator,
  errors: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name, userMessageText(t, message)]),
  );
}

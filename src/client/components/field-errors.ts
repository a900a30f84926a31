import { flushSync } from 'react-dom';

/** A message per field name; a field without one is fine. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * A TextField's props for its error: `error` sets `aria-invalid`, and the message becomes its
 * helper text, tied to it by `aria-describedby` (docs/PRODUCT-RULES.md#every-device).
 */
export function fieldError(errors: FieldErrors, name: string, helperText?: string) {
  const message = errors[name];
  return message
    ? { error: true, helperText: message }
    : helperText === undefined
      ? {}
      : { helperText };
}

/**
 * Shows `errors` at once, then moves focus to the first invalid field of `form` in page order,
 * so keyboard and screen-reader users land where the problem is.
 */
export function showFieldErrors(
  form: HTMLFormElement | null,
  setErrors: (errors: FieldErrors) => void,
  errors: FieldErrors,
): void {
  flushSync(() => setErrors(errors));
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

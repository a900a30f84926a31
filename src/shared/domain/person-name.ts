/** Letters in any script, with single spaces, hyphens or apostrophes between them. */
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:[ '’-][\p{L}\p{M}]+)*$/u;

/** Exactly five digits. */
export const ZIP_PATTERN = /^\d{5}$/;

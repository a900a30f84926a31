/** A well-formed id that no row has: the API answers 404 for it. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

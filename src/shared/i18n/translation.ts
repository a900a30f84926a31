/** A language's messages for an area: every key of the English area, each a string, no other. */
export type Translation<English> = { readonly [Key in keyof English]: string };

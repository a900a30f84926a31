// Type-check fixture (tests/server/checks-fire.test.ts): the client has no Node, so
// tsconfig.client.json must refuse this (the client reads import.meta.env).
export const mode = (): string | undefined => process.env.NODE_ENV;

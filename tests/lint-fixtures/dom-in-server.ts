// Type-check fixture (tests/server/checks-fire.test.ts): the server has no DOM, so
// tsconfig.server.json must refuse this.
export const pageTitle = (): string => document.title;

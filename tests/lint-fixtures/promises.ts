// Lint fixture (tests/server/checks-fire.test.ts): each mistake below must be refused by
// `npm run lint`. Kept out of the normal lint and type check.
async function save(): Promise<void> {}

export function saveAndForget(): void {
  save(); // floating: nobody awaits it or handles its failure
}

export function saveIfAllowed(): void {
  if (save()) return; // misused: a promise is always truthy
}

import { accessToken, expect, newAccount, openTripPart, test } from './fixtures';

/**
 * Travelling together, as new users would: the owner invites by link, a companion registers
 * through it, joins and adds a cost they paid, and the owner sees who owes whom; made a viewer the
 * companion can only look, and removed they are shut out; joined again they leave on their own
 * and land on My trips without the trip; revoking the invite turns the link
 * into an error page; the read-only
 * link shows the trip to a visitor without an account and without any e-mail, until it is
 * stopped.
 */
test('an owner invites a companion and shares a read-only page, then takes both back', async ({
  page,
  account,
  browser,
}) => {
  // Three travellers' pages in one journey: about 20 s in CI, near the default 30 s on a busy machine.
  test.slow();
  const token = await accessToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/trips/getaway-trip', {
    headers,
    data: {
      location_address: 'Lisbon, Lisbon, Portugal',
      trip_location: 'Lisbon',
      image_url: '/images/nature-water.svg',
      trip_start: '2026-09-01',
      trip_end: '2026-09-03',
    },
  });
  expect(created.status()).toBe(201);
  const trip = (await created.json()) as { _id: string };
  const item = await page.request.post(`/api/trips/getaway/${trip._id}/plan/items`, {
    headers,
    data: { name: 'Belém Tower', day: '2026-09-02' },
  });
  expect(item.status(), await item.text()).toBe(201);

  // The owner makes an invite link on the trip page.
  await page.goto(`/trips/${trip._id}`);
  await openTripPart(page, 'Plan');
  const together = page.getByRole('region', { name: 'Travel together' });
  await together.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await together.getByRole('button', { name: 'Create invite link' }).click();
  const inviteUrl = await together.getByRole('textbox', { name: 'Invite link' }).inputValue();
  expect(inviteUrl).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  const invitePath = new URL(inviteUrl).pathname;

  // A companion without an account opens it, registers, comes back and joins.
  const companionContext = await browser.newContext();
  const companion = await companionContext.newPage();
  await companion.goto(invitePath);
  await expect(companion.getByText(/Log in or register to join it/)).toBeVisible();
  await companion.getByRole('link', { name: 'Register' }).click();
  const friend = newAccount({ fname: 'Zelda' });
  await companion.getByLabel('First Name').fill(friend.fname);
  await companion.getByLabel('Last Name').fill(friend.lname);
  await companion.getByLabel('Email').fill(friend.email);
  await companion.getByLabel('Password').fill(friend.password);
  await companion.getByLabel('Date of Birth').fill(friend.birthday);
  await companion.getByLabel('City').fill(friend.city);
  await companion.getByLabel('State').selectOption(friend.state);
  await companion.getByLabel('Zip Code').fill(friend.zip);
  await companion.getByRole('button', { name: 'Register' }).click();
  await expect(companion).toHaveURL(new RegExp(`${invitePath}$`));
  await expect(companion.getByRole('heading', { name: 'Join Lisbon as an editor?' })).toBeVisible();
  const accepted = companion.waitForResponse((response) =>
    response.url().endsWith(`${invitePath.replace('/invite/', '/api/invites/')}/accept`),
  );
  await companion.getByRole('button', { name: 'Join' }).click();
  const answer = await accepted;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ _id: trip._id, trip_location: 'Lisbon' });
  await expect(companion).toHaveURL(new RegExp(`/trips/${trip._id}$`));

  // The companion, an editor, sees the shared trip and adds fuel they paid, split with Grace.
  await expect(companion.getByText(`Shared by ${account.fname} · Editor`).first()).toBeVisible();
  await openTripPart(companion, 'Costs');
  const theirCosts = companion.getByRole('region', { name: 'Costs' });
  await theirCosts.getByRole('button', { name: 'Add a cost' }).click();
  const dialog = companion.getByRole('dialog', { name: 'Add a cost' });
  await dialog.getByRole('textbox', { name: 'Label' }).fill('Fuel');
  await dialog.getByLabel('Planned amount').fill('40');
  await dialog.getByRole('combobox', { name: 'Paid by' }).click();
  await companion.getByRole('option', { name: friend.fname, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Split' }).click();
  await companion.getByRole('option', { name: 'Equally among chosen travellers' }).click();
  await dialog.getByRole('checkbox', { name: account.fname }).check();
  await dialog.getByRole('checkbox', { name: friend.fname }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The owner's panel says who owes whom.
  await page.reload();
  const costs = page.getByRole('region', { name: 'Costs' });
  await expect(costs.getByRole('list', { name: 'Settle up' }).getByRole('listitem')).toHaveText([
    `${account.fname} pays ${friend.fname} $20.00`,
  ]);

  // Made a viewer, the companion can look but not change; removed, they are shut out at once.
  const members = (await (
    await page.request.get(`/api/trips/getaway/${trip._id}/members`, { headers })
  ).json()) as { userId: string; fname: string }[];
  const friendId = members.find((member) => member.fname === friend.fname)!.userId;
  const travellers = page.getByRole('region', { name: 'Travellers' });
  await expect(travellers.getByText(`${friend.fname} · Editor`)).toBeVisible();
  const demoted = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/members/${friendId}`) && response.request().method() === 'PUT',
  );
  await travellers
    .getByRole('combobox', { name: `Role of ${friend.fname}` })
    .selectOption('viewer');
  expect((await demoted).status()).toBe(200);
  await expect(travellers.getByText(`${friend.fname} · Viewer`)).toBeVisible();
  await companion.reload();
  const theirTravellers = companion.getByRole('region', { name: 'Travellers' });
  await expect(theirTravellers.getByText(`${friend.fname} (you) · Viewer`)).toBeVisible();
  await expect(companion.getByText(`Shared by ${account.fname} · Viewer`).first()).toBeVisible();
  await expect(theirCosts.getByText('Fuel')).toBeVisible();
  await expect(companion.getByRole('button', { name: 'Add a cost' })).toHaveCount(0);
  await expect(companion.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await travellers.getByRole('button', { name: `Remove ${friend.fname}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(travellers.getByText(`${friend.fname} · Viewer`)).toBeHidden();
  await companion.reload();
  await expect(companion.getByRole('heading', { name: 'Trip not found' })).toBeVisible();

  // Joined again through the same link, the companion leaves on their own and lands on My trips.
  await companion.goto(invitePath);
  await companion.getByRole('button', { name: 'Join' }).click();
  await expect(companion).toHaveURL(new RegExp(`/trips/${trip._id}$`));
  await openTripPart(companion, 'Plan');
  await companion.getByRole('button', { name: 'Leave this trip' }).click();
  const theirTrips = companion.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/trips/getaway-trip' &&
      response.request().method() === 'GET',
  );
  await companion.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(companion).toHaveURL(/\/my-trip$/);
  expect(JSON.stringify(await (await theirTrips).json())).not.toContain(trip._id);
  await expect(companion.getByText('Lisbon')).toHaveCount(0);

  // The owner sees the use and revokes the invite: the link now answers the error page.
  await page.reload();
  const invites = together.getByRole('list', { name: 'Invites' });
  await expect(invites).toContainText('2 joined, no limit');
  await invites.getByRole('button', { name: /Revoke editor invite/ }).click();
  await expect(invites).toContainText('Revoked');
  await companion.goto(invitePath);
  await expect(companion.getByRole('alert')).toContainText('This invite link does not work');

  // The read-only link, opened by a visitor without an account: the trip, and no e-mail.
  await together.getByRole('button', { name: 'Create share link' }).click();
  const shareUrl = await together.getByRole('textbox', { name: 'Share link' }).inputValue();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(shareUrl).pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Lisbon' })).toBeVisible();
  await expect(visitor.getByText('Belém Tower')).toBeVisible();
  const text = await visitor.locator('body').innerText();
  expect(text).not.toContain(account.email);
  expect(text).not.toContain(friend.email);
  expect(text).not.toContain('@');

  // Stopped, it answers the not-available page at once.
  await together.getByRole('button', { name: 'Stop sharing' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stop sharing' }).click();
  await expect(together.getByText('Not shared.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('alert')).toContainText('This shared trip is not available');

  await companionContext.close();
  await visitorContext.close();
});

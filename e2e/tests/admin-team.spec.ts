/**
 * Staff accounts (issue 22): an owner invites a mechanic from the Team page; the mechanic accepts
 * the emailed link in a browser of their own, chooses a username and password, lands signed in
 * (no Team page for them), edits a job card; the owner reads the mechanic in the card's History.
 * The mechanic turns on two-factor sign-in from their profile with a code computed from the secret
 * shown, saves the recovery codes, signs out, and signs in again with a fresh code (a wrong one
 * refused in the server's words), then with a recovery code. The owner cannot disable themselves,
 * and disabling the mechanic signs them out at once. Last, an owner requiring two-factor sign-in
 * without having it is led to the profile's setup (the rule is put back whatever happens). The Team
 * and profile pages (with the setup's QR code) have no serious accessibility violations on a phone
 * and a desktop, in both themes.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { seriousViolations } from './support/a11y.js';
import { adminToken, graphql, sessionToken, signIn } from './support/admin-session.js';
import { waitForMail } from './support/mail.js';

const PASSWORD = 'Spanner-and-socket-42';

async function createCard(request: APIRequestContext, input: { customerName: string; customerEmail: string; carRego: string }): Promise<string> {
  const token = await adminToken(request);
  const data = await graphql<{ createJobCard: { id: string } }>(request, 'mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id } }', { input }, token);
  return data.createJobCard.id;
}

const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
const stepOf = (ms: number) => Math.floor(ms / 30_000);

async function signInAs(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('an owner invites a mechanic, who accepts, edits a job card, is named in its History, and turns on two-factor sign-in', async ({ page, browser, request }) => {
  // Two browsers, a mailed link and a wait for the authenticator’s next 30-second code.
  test.setTimeout(300_000);
  const stamp = Date.now();
  const name = `Mia Mechanic ${stamp % 100000}`;
  const email = `e2e.mechanic.${stamp}@example.com`;
  const username = `mia.${stamp % 100000}`;
  const customerName = `Tess Team ${stamp % 100000}`;
  const rego = `TM${stamp % 10000}`;
  const cardId = await createCard(request, { customerName, customerEmail: `e2e.team.${stamp}@example.com`, carRego: rego });

  // The owner invites the mechanic from the Team page.
  await signIn(page);
  await page.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite staff' });
  await invite.getByLabel('Name').fill(name);
  await invite.getByLabel('Email').fill(email);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}. The link works once, for 72 hours.` })).toBeVisible();
  await expect(page.getByTestId('invitation-row').filter({ hasText: email })).toContainText(name);

  // The owner cannot disable their own account: the server's words.
  const ownerRow = page.getByTestId('staff-row').filter({ has: page.getByText('You', { exact: true }) });
  await ownerRow.getByRole('button', { name: /^Disable the account of / }).click();
  await page.getByRole('alertdialog', { name: 'Disable account' }).getByRole('button', { name: 'Yes, Disable' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You cannot disable your own account.' })).toBeVisible();

  // The mechanic opens the emailed link in a browser of their own.
  const mail = await waitForMail((m) => m.to.includes(email));
  const link = /https?:\/\/[^\s"<>]+\/admin\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail.text || mail.html)?.[0];
  expect(link, 'the invitation email holds its link').toBeTruthy();
  const mechanicContext = await browser.newContext();
  const mechanic = await mechanicContext.newPage();
  await mechanic.goto(link!);
  await expect(mechanic.getByRole('heading', { name: 'Join the team', level: 1 })).toBeVisible();
  expect(await seriousViolations(mechanic), 'the invitation page').toEqual([]);
  await mechanic.getByLabel('Username').fill(username);
  await mechanic.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await mechanic.getByLabel('Confirm Password').fill('Spanner-and-socket-43');
  await mechanic.getByRole('button', { name: 'Create Account and Sign In' }).click();
  await expect(mechanic.getByRole('alert')).toHaveText('Passwords do not match.');
  await mechanic.getByLabel('Confirm Password').fill(PASSWORD);
  await mechanic.getByRole('button', { name: 'Create Account and Sign In' }).click();
  await expect(mechanic.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await expect(mechanic).toHaveURL(/\/admin$/);
  // Not an owner: no Team in the sidebar, and the page says whose it is.
  await expect(mechanic.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(mechanic.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
  await mechanic.goto('/admin/team');
  await expect(mechanic.getByText('Only an owner can manage the team.')).toBeVisible();

  // The link works once.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link!);
  await again.getByLabel('Username').fill(`${username}.2`);
  await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await again.getByLabel('Confirm Password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Create Account and Sign In' }).click();
  await expect(again.getByRole('alert')).toHaveText('This invitation link is invalid, has already been used or has expired. Ask an owner to invite you again.');
  await again.context().close();

  // The mechanic edits the job card; the autosave keeps it.
  await mechanic.goto(`/admin/jobcards/${cardId}`);
  await expect(mechanic.getByRole('heading', { name: customerName, level: 1 })).toBeVisible();
  await mechanic.getByLabel('Notes for the customer').fill('Front pads at 3 mm: replace at the next service.');
  await expect(mechanic.getByTestId('autosave-indicator')).toHaveText('All changes saved', { timeout: 15_000 });

  // The owner reads who made the change in the card's History.
  await page.goto(`/admin/jobcards/${cardId}`);
  await expect(page.getByRole('heading', { name: customerName, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  const edited = page.getByTestId('history-entry').filter({ hasText: `Job card for ${customerName} (${rego}) edited` }).first();
  await expect(edited).toContainText(`by ${name}`);
  // The team lists the mechanic: active, two-factor off, seen just now.
  await page.goto('/admin/team');
  const mechanicRow = page.getByTestId('staff-row').filter({ hasText: username });
  await expect(mechanicRow).toContainText(name);
  await expect(mechanicRow).toContainText('Active');
  await expect(mechanicRow.getByText('Off', { exact: true })).toBeVisible();
  await expect(page.getByTestId('invitation-row').filter({ hasText: email })).toHaveCount(0);

  // The mechanic turns on two-factor sign-in from their profile.
  await mechanic.getByRole('link', { name: new RegExp(name) }).click();
  await expect(mechanic.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  await expect(mechanic.getByText(username, { exact: true })).toBeVisible();
  const twoFactor = mechanic.getByTestId('two-factor-panel');
  await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(twoFactor.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await twoFactor.getByTestId('mfa-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const totp = totpOf(secret);
  // A wrong code first: the server's words, and the setup stays.
  await twoFactor.getByLabel('6-digit code from the app').fill(totp.generate({ timestamp: Date.now() - 600_000 }));
  await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(twoFactor.getByRole('alert')).toContainText('That code is not right.');
  const confirmedAt = Date.now();
  await twoFactor.getByLabel('6-digit code from the app').fill(totp.generate({ timestamp: confirmedAt }));
  await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  // The ten recovery codes, once: downloaded as text, then marked saved.
  const codes = twoFactor.getByTestId('recovery-codes');
  await expect(codes.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await codes.getByRole('listitem').allInnerTexts();
  await expect(codes.getByText('These codes will not be shown again.')).toBeVisible();
  expect(await seriousViolations(mechanic), 'the recovery codes').toEqual([]);
  const [download] = await Promise.all([mechanic.waitForEvent('download'), codes.getByRole('button', { name: 'Download as text' }).click()]);
  expect(download.suggestedFilename()).toBe(`recovery-codes-${username}.txt`);
  const text = await readFile(await download.path(), 'utf8');
  for (const code of recoveryCodes) expect(text).toContain(code);
  const done = codes.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await codes.getByLabel('I have saved my recovery codes').check();
  await done.click();
  await expect(twoFactor.getByRole('button', { name: 'Set up on a new phone' })).toBeFocused();
  await expect(twoFactor.getByText('On', { exact: true })).toBeVisible();
  await expect(twoFactor).toContainText('Recovery codes left: 10 of 10');

  // Signed out, signing in asks for a code: a wrong one is refused, a fresh one (the app's next) signs in.
  await mechanic.getByRole('button', { name: 'Logout' }).click();
  await expect(mechanic.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await signInAs(mechanic, username);
  await expect(mechanic.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeVisible();
  const codeInput = mechanic.getByLabel('6-digit code');
  await expect(codeInput).toBeFocused();
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  expect(await seriousViolations(mechanic), 'the code step of signing in').toEqual([]);
  await codeInput.fill(totp.generate({ timestamp: Date.now() - 600_000 }));
  await mechanic.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(mechanic.getByRole('alert')).toHaveText(/^That code is not right\./);
  // Each code works once: the app's next code after the one that confirmed the setup (the server
  // takes a code up to one 30-second step early or late, as a phone's clock may be).
  const nextStep = Math.max(stepOf(confirmedAt) + 1, stepOf(Date.now()));
  await codeInput.fill(totp.generate({ timestamp: nextStep * 30_000 }));
  await mechanic.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(mechanic.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();

  // A recovery code signs in once, in place of the app's code.
  await mechanic.getByRole('button', { name: 'Logout' }).click();
  await signInAs(mechanic, username);
  await mechanic.getByRole('button', { name: 'Use a recovery code' }).click();
  await expect(mechanic.getByLabel('Recovery code')).toBeFocused();
  await mechanic.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await mechanic.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(mechanic.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();

  // The owner sees two-factor on, and disables the account: the mechanic is signed out at once.
  await page.reload();
  await expect(mechanicRow.getByText('On', { exact: true })).toBeVisible();
  await mechanicRow.getByRole('button', { name: `Disable the account of ${name}` }).click();
  const disable = page.getByRole('alertdialog', { name: 'Disable account' });
  await expect(disable).toContainText('ends at once');
  await disable.getByRole('button', { name: 'Yes, Disable' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name}’s account is disabled: their sessions have ended.` })).toBeVisible();
  await expect(mechanicRow).toContainText('Disabled');
  // Its live connection is closed and its token refused: the dashboard gives way to the sign-in, untouched.
  await expect(mechanic.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await mechanicContext.close();
});

test('requiring two-factor sign-in leads an account without it to its profile’s setup', async ({ page, request }) => {
  await signIn(page);
  const token = await sessionToken(page);
  try {
    await page.goto('/admin/team');
    const setting = page.getByRole('switch', { name: 'Require two-factor sign-in for everyone' });
    await expect(setting).toHaveAttribute('aria-checked', 'false');
    await setting.click();
    const ask = page.getByRole('alertdialog', { name: 'Require two-factor sign-in' });
    await expect(ask).toContainText('asked to set it up before they can do anything else');
    await ask.getByRole('button', { name: 'Yes, Require It' }).click();
    // This owner has none: every page now leads to the profile, which says why.
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByRole('alert').filter({ hasText: 'The workshop requires two-factor sign-in for every account.' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Invoice Manager', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByTestId('two-factor-panel').getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeVisible();
    await expect(page.getByText('An unexpected error occurred.')).toHaveCount(0);
  } finally {
    // The other journeys sign in as this owner without a code: the rule is put back.
    await graphql(request, 'mutation { updateSecuritySettings(input: { requireMfa: false }) { requireMfa } }', {}, token ?? undefined);
  }
});

for (const theme of ['dark', 'light'] as const) {
  for (const [device, width, height] of [
    ['desktop', 1280, 900],
    ['phone', 390, 844],
  ] as const) {
    test(`the Team and profile pages, ${device}, ${theme} theme, have no serious accessibility violations`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      await page.addInitScript((value) => localStorage.setItem('adminTheme', value), theme);
      await signIn(page);
      await page.goto('/admin/team');
      await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
      await expect(page.getByTestId('session-row').first()).toBeVisible();
      await page.mouse.move(0, 0);
      expect(await seriousViolations(page), 'the Team page').toEqual([]);
      await page.getByRole('button', { name: 'Invite staff' }).click();
      await expect(page.getByRole('dialog', { name: 'Invite staff' })).toBeVisible();
      expect(await seriousViolations(page), 'the invite dialog').toEqual([]);
      await page.keyboard.press('Escape');

      await page.goto('/admin/profile');
      await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
      const twoFactor = page.getByTestId('two-factor-panel');
      // Started, not confirmed: the account's sign-in does not change.
      await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await expect(twoFactor.getByRole('img', { name: /QR code/ })).toBeVisible();
      await page.mouse.move(0, 0);
      expect(await seriousViolations(page), 'the profile with the two-factor setup').toEqual([]);
      await twoFactor.getByRole('button', { name: 'Cancel' }).click();
      await expect(twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeFocused();
    });
  }
}

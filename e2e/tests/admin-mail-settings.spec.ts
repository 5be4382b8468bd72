/**
 * Mail set up in Settings: the owner sees the environment's servers, saves outgoing mail with a
 * From address of the workshop's own and sends a test email that arrives; saves the mailbox's
 * password, which is never shown again ('saved'), and tests the connection: a wrong password is
 * told in words beside the button, the right one connects.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, graphql, signIn } from './support/admin-session.js';
import { mailPort, waitForMail } from './support/mail.js';

const FIELDS = 'host port secure user from';

async function mailboxPassword(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${mailPort}/mailbox`);
  return decodeURIComponent(new URL(((await res.json()) as { url: string }).url).password);
}

async function openSettings(page: Page) {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

test('outgoing mail saved in Settings sends the test email; the mailbox’s test tells a wrong password from the right one', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  // Other journeys share this server: the settings are put back as they were at the end.
  const { mailSettings: mailBefore, mailboxSettings: mailboxBefore } = await graphql<{ mailSettings: Record<string, unknown>; mailboxSettings: Record<string, unknown> }>(
    request,
    `{ mailSettings { ${FIELDS} } mailboxSettings { host port secure user } }`,
    {},
    token,
  );
  const password = await mailboxPassword();

  try {
    await openSettings(page);
    const mail = page.getByRole('form', { name: 'Outgoing mail' });
    await expect(mail.getByText('Set by the server’s environment until you save it here.')).toBeVisible();
    await expect(mail.getByLabel('Server')).toHaveValue('127.0.0.1');
    await expect(mail.getByLabel('Password')).toHaveValue('');

    await mail.getByLabel('From address').fill('Truganina Auto Care <office@truganina.example>');
    await mail.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Outgoing mail settings saved.' })).toBeVisible();
    await expect(mail.getByText(/Last saved .* by admin\./)).toBeVisible();

    await mail.getByRole('button', { name: 'Send test' }).click();
    await expect(mail.getByRole('status').filter({ hasText: /^Test email sent to workshop@example\.com through 127\.0\.0\.1:\d+\./ })).toBeVisible();
    const sent = await waitForMail((m) => m.subject === 'Test email from the workshop’s back office');
    expect(sent.to).toEqual(['workshop@example.com']);

    const mailbox = page.getByRole('form', { name: 'Mailbox' });
    await expect(mailbox.getByLabel('Password')).toHaveAttribute('placeholder', 'saved');
    await mailbox.getByLabel('Password').fill('not-the-password');
    await mailbox.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Mailbox settings saved.' })).toBeVisible();
    await expect(mailbox.getByLabel('Password')).toHaveValue('');
    await mailbox.getByRole('button', { name: 'Test connection' }).click();
    await expect(mailbox.getByRole('alert').filter({ hasText: /refused the username or password/ })).toBeVisible();

    await mailbox.getByLabel('Password').fill(password);
    await mailbox.getByRole('button', { name: 'Save' }).click();
    await expect(mailbox.getByLabel('Password')).toHaveValue('');
    await mailbox.getByRole('button', { name: 'Test connection' }).click();
    await expect(mailbox.getByRole('status').filter({ hasText: /^Connected to 127\.0\.0\.1:\d+: the inbox holds/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator('#mail').scrollIntoViewIfNeeded();
      await page.locator('#mail').screenshot({ path: test.info().outputPath(`mail-settings-${width}.png`) });
      await page.locator('#mailbox').screenshot({ path: test.info().outputPath(`mailbox-settings-${width}.png`) });
    }
  } finally {
    await graphql(request, 'mutation($input: MailSettingsInput!) { updateMailSettings(input: $input) { configured } }', { input: { ...mailBefore, password: null } }, token);
    await graphql(request, 'mutation($input: MailboxSettingsInput!) { updateMailboxSettings(input: $input) { configured } }', { input: { ...mailboxBefore, password } }, token);
  }
});

test('a member of staff who is not an owner reads the mail settings, with nothing to change or test', async ({ page, request }) => {
  const stamp = Date.now();
  const email = `e2e.mailstaff.${stamp}@example.com`;
  const username = `casey.${stamp % 100000}`;
  const password = 'Spanner-and-socket-42';
  const invited = await request.post('/api/admin/users', { data: { name: 'Casey Counter', email, owner: false }, headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await waitForMail((m) => m.to.includes(email));
  const token = new URL(/https?:\/\/[^\s"<>]+\/admin\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail.text || mail.html)![0]).searchParams.get('token');
  const accepted = await request.post('/api/admin/invitations/accept', { data: { token, username, password } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await page.goto('/admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await page.goto('/admin/settings#mail');
  const form = page.getByRole('form', { name: 'Outgoing mail' });
  await expect(form.getByText('Only an owner can change or test these settings.')).toBeVisible();
  await expect(form.getByLabel('Server')).toHaveValue('127.0.0.1');
  await expect(form.getByLabel('Server')).toHaveAttribute('readonly', '');
  await expect(form.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Mailbox' }).getByRole('button')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.locator('#mail').screenshot({ path: test.info().outputPath('mail-settings-staff-390.png') });
});

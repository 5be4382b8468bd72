/**
 * The Email Manager against the real Dovecot of e2e/server.mjs: the inbox with its unread counts
 * (sidebar, dashboard, page), open → read, remote images only on request, reply → the customer's
 * copy arrives threaded and a copy is filed in Sent, delete with its confirmation, and new mail
 * showing up live.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/admin-session.js';
import { waitForMail } from './support/mail.js';
import { clearMailbox, composeMail, DAY_MS, mailboxMessages, seedMailbox } from './support/mailbox.js';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const PRIYA = { from: `Priya Patel <priya.${stamp}@example.com>`, address: `priya.${stamp}@example.com` };

test.beforeEach(async () => {
  await clearMailbox();
});

function row(page: Page, subject: string) {
  return page.getByRole('row').filter({ hasText: subject });
}

test('the inbox: unread counts, open → read, reply threaded, delete with confirmation', async ({ page }) => {
  const [, , hilux] = await seedMailbox([
    { raw: await composeMail({ from: 'Old Timer <old@example.com>', subject: 'From last season' }), date: new Date(Date.now() - 40 * DAY_MS) },
    { raw: await composeMail({ from: 'Sam Seen <sam@example.com>', subject: 'Thanks for the service' }), date: new Date(Date.now() - 3 * DAY_MS), seen: true },
    {
      raw: await composeMail({
        from: PRIYA.from,
        subject: 'Brakes on the Hilux',
        messageId: `<hilux-${stamp}@priya.example.com>`,
        html: '<p>Hi, the <b>brakes squeal</b> when cold.</p><img src="https://tracker.invalid/open.gif" alt="">',
      }),
      date: new Date(Date.now() - 2 * 60 * 60 * 1000),
    },
    { raw: await composeMail({ from: 'Lee <lee@example.com>', subject: 'Tyre prices?', text: 'How much for 4 tyres?' }), date: new Date(Date.now() - DAY_MS) },
  ]);
  // Remote loads are recorded (and refused) so the test sees what the page asked for.
  const remote: string[] = [];
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    remote.push(route.request().url());
    return route.abort();
  });

  await signIn(page);
  await expect(page.getByTestId('nav-unread-mail')).toHaveText('2 unread');
  await expect(page.getByTestId('dashboard-unread-mail')).toContainText('2 unread emails in the last 30 days');

  await page.getByRole('link', { name: /Email Manager/ }).click();
  await expect(page.getByRole('heading', { name: 'Email Manager' })).toBeVisible();
  await expect(page.getByText('2 unread · 3 emails in the last 30 days.')).toBeVisible();
  await expect(row(page, 'From last season')).toHaveCount(0);
  // Newest first; unread rows in bold.
  const subjects = await page.locator('.email-table tbody tr .row-link').allTextContents();
  expect(subjects).toEqual(['Brakes on the Hilux (unread)', 'Tyre prices? (unread)', 'Thanks for the service']);
  await expect(row(page, 'Brakes on the Hilux')).toHaveClass(/is-unread/);
  expect(await row(page, 'Brakes on the Hilux').getByRole('button', { name: /^Brakes on the Hilux/ }).evaluate((el) => getComputedStyle(el).fontWeight)).toBe('750');
  await expect(row(page, 'Thanks for the service')).not.toHaveClass(/is-unread/);

  // Open → the body in its frame, remote image blocked, marked read.
  await row(page, 'Brakes on the Hilux').getByRole('button', { name: /^Brakes on the Hilux/ }).click();
  const view = page.getByRole('dialog', { name: 'Brakes on the Hilux' });
  await expect(view.getByText(PRIYA.from)).toBeVisible();
  const frame = page.frameLocator('[data-testid="message-frame"]');
  await expect(frame.getByText('brakes squeal')).toBeVisible();
  await expect(view.getByText('1 remote image was blocked to protect your privacy')).toBeVisible();
  await expect(page.getByTestId('nav-unread-mail')).toHaveText('1 unread');
  await expect.poll(async () => (await mailboxMessages()).find((m) => m.uid === hilux)?.flags.has('\\Seen')).toBe(true);
  expect(remote).toEqual([]);

  // 'Show images' for this message only: now the image is asked for.
  await view.getByRole('button', { name: 'Show images' }).click();
  await expect(view.getByText('remote image was blocked')).toHaveCount(0);
  await expect.poll(() => remote).toContain('https://tracker.invalid/open.gif');

  // Reply: To from the angle brackets, 'Re: ' added; the customer's copy is threaded.
  await expect(view.getByLabel('To')).toHaveValue(PRIYA.address);
  await expect(view.getByLabel('Subject')).toHaveValue('Re: Brakes on the Hilux');
  await view.getByLabel('Message').fill('Bring it in on Friday at 9 and we will check the pads.');
  await view.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Reply sent successfully!')).toBeVisible();
  await expect(view).toBeHidden();
  const mail = await waitForMail((m) => m.to.includes(PRIYA.address));
  expect(mail.subject).toBe('Re: Brakes on the Hilux');
  expect(mail.inReplyTo).toBe(`<hilux-${stamp}@priya.example.com>`);
  expect([mail.references].flat()).toContain(`<hilux-${stamp}@priya.example.com>`);
  expect(mail.text).toContain('Bring it in on Friday at 9');
  expect(mail.text).toMatch(/wrote:\n> Hi, the brakes squeal when cold\./);
  await expect.poll(async () => (await mailboxMessages('Sent')).length).toBe(1);
  // Read now: no longer bold.
  await expect(row(page, 'Brakes on the Hilux')).not.toHaveClass(/is-unread/);

  // Delete, after the confirmation; gone from the list at once and from the server.
  await row(page, 'Thanks for the service').getByRole('button', { name: /Delete email/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to permanently delete this email from the server?');
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(row(page, 'Thanks for the service')).toHaveCount(0);
  await expect(page.getByText('Email deleted from the server.')).toBeVisible();
  await expect.poll(async () => (await mailboxMessages()).map((m) => m.source).join()).not.toContain('Thanks for the service');
});

test('new mail shows up live, and an empty inbox says so', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: /Email Manager/ }).click();
  await expect(page.getByText('No emails found in the last 30 days.')).toBeVisible();
  await expect(page.getByTestId('nav-unread-mail')).toHaveCount(0);

  await seedMailbox([{ raw: await composeMail({ from: 'Chris <chris@example.com>', subject: 'Is my car ready?', text: 'Just checking.' }) }]);
  // IMAP IDLE on the server → the subscription → the sidebar and the list, without a reload.
  await expect(page.getByTestId('nav-unread-mail')).toHaveText('1 unread', { timeout: 15_000 });
  await expect(row(page, 'Is my car ready?')).toHaveClass(/is-unread/);

  // Deleting from inside the open message asks first, too.
  await row(page, 'Is my car ready?').getByRole('button', { name: /^Is my car ready/ }).click();
  const view = page.getByRole('dialog', { name: 'Is my car ready?' });
  await expect(page.frameLocator('[data-testid="message-frame"]').getByText('Just checking.')).toBeVisible();
  await view.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(view).toBeHidden();
  await expect(page.getByText('No emails found in the last 30 days.')).toBeVisible();
});

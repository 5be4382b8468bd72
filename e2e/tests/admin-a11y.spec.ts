/**
 * axe-core finds no serious or critical accessibility problem on the back office pages that have
 * no check of their own (dashboard, the diary with its new booking and move dialogs, appointments,
 * contact queries, reminders with each of its lists, Email Manager with a message open, server
 * monitoring with its backups card), on a desktop and a phone, in the dark (default) and light themes.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { bookAppointment, sendContactMessage, signIn } from './support/admin-session.js';
import { futureWeekday } from './support/dates.js';
import { clearMailbox, composeMail, seedMailbox } from './support/mailbox.js';

const stamp = Date.now();

test.beforeAll(async ({ request }) => {
  await sendContactMessage(request, { name: `Ally Reader ${stamp % 1000}`, email: `ally.${stamp}@example.com`, message: 'Do you fit roof racks on a Corolla?' });
  // (Booked once: after a failed test a new worker runs this again, and the slot is then taken.)
  await bookAppointment(request, { fullName: `Ally Booker ${stamp % 1000}`, email: `ally.book.${stamp}@example.com`, preferredDate: futureWeekday(21, 0), preferredTime: '15:30' }).catch(
    (error: Error) => {
      if (!error.message.includes('no longer available')) throw error;
    },
  );
  await clearMailbox();
  await seedMailbox([
    { raw: await composeMail({ from: 'Ally Sender <ally.mail@example.com>', subject: 'Service booking for the Ranger', html: '<p>Can you do <b>Tuesday</b>?</p>' }), date: new Date() },
  ]);
});

async function check(page: Page, path: string, heading: string, extra?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  // Loaded, not a spinner: the checks are about the page a user works with.
  await expect(page.locator('.aspinner:not(.aspinner--small)')).toHaveCount(0);
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page), `${path}`).toEqual([]);
  if (extra) await extra(page);
}

/** The pages, in two halves: each half is one test (a sign-in, then its pages with axe on each). */
const halves: Array<[string, (page: Page) => Promise<void>]> = [
  [
    'dashboard, diary, appointments, contact queries',
    async (page) => {
      await check(page, '/admin', 'Dashboard');
      await check(page, `/admin/diary?date=${futureWeekday(21, 0)}&view=week`, 'Diary', async () => {
        // The week (the day on a phone) with the booking above, then its dialogs.
        await expect(page.getByRole('button', { name: /^3:30 PM Ally Booker/ })).toBeVisible();
        await page.getByRole('button', { name: 'New booking', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'New booking' })).toBeVisible();
        expect(await seriousViolations(page), 'the new booking dialog').toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /^Move… 3:30 PM Ally Booker/ }).click();
        await expect(page.getByRole('dialog', { name: 'Move appointment' }).getByLabel('New time')).toBeEnabled();
        expect(await seriousViolations(page), 'the move dialog').toEqual([]);
        await page.keyboard.press('Escape');
      });
      await check(page, '/admin/appointments', 'Appointments');
      await check(page, '/admin/contact-queries', 'Contact Queries');
    },
  ],
  [
    'reminders, monitoring, Email Manager',
    async (page) => {
      await check(page, '/admin/reminders', 'Reminders', async () => {
        // The booking above is due a reminder; the other two lists, empty or not.
        await expect(page.getByTestId('due-reminder').first()).toBeVisible();
        for (const list of ['Sent', 'Skipped']) {
          await page.getByRole('tab', { name: list }).click();
          await expect(page.getByRole('tab', { name: list })).toHaveAttribute('aria-selected', 'true');
          await expect(page.locator('.aspinner:not(.aspinner--small)')).toHaveCount(0);
          expect(await seriousViolations(page), `reminders, ${list}`).toEqual([]);
        }
      });
      await check(page, '/admin/monitor', 'Server Monitoring', async () => {
        // The backups card was part of the page checked: loaded (no spinner), its list empty or not.
        const backups = page.getByRole('region', { name: 'Backups' });
        await expect(backups.getByRole('button', { name: 'Back up now' })).toBeVisible();
        await expect(backups.getByText(/^No backups yet\.$|^Verified ✓$/).first()).toBeVisible();
      });
      await check(page, '/admin/emails', 'Email Manager', async () => {
        await page.getByRole('button', { name: /^Service booking for the Ranger/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expect(page.getByTestId('message-frame')).toBeVisible();
        expect(await seriousViolations(page, ['[data-testid="message-frame"]']), 'an open message').toEqual([]);
      });
    },
  ],
];

for (const theme of ['dark', 'light'] as const) {
  for (const [device, width, height] of [
    ['desktop', 1280, 900],
    ['phone', 390, 844],
  ] as const) {
    for (const [pages, visit] of halves) {
      test(`the back office pages (${pages}), ${device}, ${theme} theme`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height });
        await page.addInitScript((value) => localStorage.setItem('adminTheme', value), theme);
        await signIn(page);
        await visit(page);
      });
    }
  }
}

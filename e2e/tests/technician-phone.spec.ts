/**
 * A technician's job on a phone: signed in at 390 px, they land on the job board, open their job
 * card from it, clock on with one tap, write an inspection note, clock off, and move the finished
 * job to Ready for pickup with the board's 'Move to…' list. Meanwhile a service adviser's board (a
 * second browser at 1280 px) shows each change live, without a reload: who is clocked on the card,
 * then nobody, then the card in its new column.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminToken } from './support/admin-session.js';
import { waitForMail } from './support/mail.js';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PASSWORD = 'Torque-wrench-2468';

interface Staff {
  name: string;
  username: string;
}

/** A member of staff as an owner makes one: invited with a role, the emailed link accepted (username and password chosen). */
async function invited(request: APIRequestContext, ownerToken: string, role: 'technician' | 'adviser', name: string): Promise<Staff> {
  const stamp = `${Date.now() % 1_000_000}`;
  const username = `${role}.${stamp}`;
  const email = `e2e.${role}.${stamp}@example.com`;
  const invite = await request.post('/api/admin/users', { headers: { authorization: `Bearer ${ownerToken}` }, data: { name, email, role } });
  expect(invite.status(), await invite.text()).toBe(201);
  const mail = await waitForMail((m) => m.to.includes(email));
  const link = /https?:\/\/[^\s"<>]+\/admin\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text || mail.html);
  expect(link, 'the invitation email holds its link').toBeTruthy();
  const accepted = await request.post('/api/admin/invitations/accept', { data: { token: link![1], username, password: PASSWORD } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { name, username };
}

async function signInThroughForm(page: Page, staff: Staff): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function browserPage(browser: Browser, options: typeof PHONE | typeof DESKTOP): Promise<Page> {
  return (await browser.newContext(options)).newPage();
}

const column = (page: Page, stage: string) => page.getByTestId(`board-column-${stage}`);

test('a technician on a phone clocks on a job from the board, notes the inspection, clocks off and moves it on; the adviser’s board follows live', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const owner = await adminToken(request);
  const stamp = String(Date.now()).slice(-5);
  const customerName = `Sam Phone ${stamp}`;
  const rego = `TP${stamp}`;
  const created = await request.post('/api/admin/jobcards', {
    headers: { authorization: `Bearer ${owner}` },
    data: { customerName, customerEmail: `e2e.phone.${stamp}@example.com`, customerPhone: '0412 345 678', carRego: rego, vehicleMake: 'Ford', vehicleModel: 'Ranger' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id, jobNumber } = (await created.json()) as { _id: string; jobNumber: string };
  const technician = await invited(request, owner, 'technician', `Riley Spanner ${stamp}`);
  const adviser = await invited(request, owner, 'adviser', `Casey Desk ${stamp}`);
  const onBoard = (page: Page, stage: string) => column(page, stage).getByRole('article', { name: new RegExp(`^${jobNumber},`) });

  // The adviser keeps the board open at the front desk.
  const desk = await browserPage(browser, DESKTOP);
  await signInThroughForm(desk, adviser);
  await expect(desk.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await desk.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Board', exact: true }).click();
  await expect(desk.getByRole('heading', { name: 'Job board' })).toBeVisible();
  await expect(onBoard(desk, 'BOOKED_IN')).toContainText('Nobody clocked on');

  // The technician signs in on their phone and lands on the job board.
  const phone = await browserPage(browser, PHONE);
  await signInThroughForm(phone, technician);
  await expect(phone.getByRole('heading', { name: 'Job board' })).toBeVisible();
  await expect(phone).toHaveURL(/\/admin\/board$/);
  const card = onBoard(phone, 'BOOKED_IN');
  await expect(card).toContainText(customerName);
  await expect(card).toContainText('Ford Ranger');

  await test.step('opens the job card from the board and clocks on with one tap', async () => {
    await card.getByRole('link', { name: jobNumber }).click();
    await expect(phone).toHaveURL(new RegExp(`/admin/jobcards/${id}$`));
    await expect(phone.getByRole('heading', { name: customerName, level: 1 })).toBeVisible();
    await phone.getByRole('button', { name: 'Clock on' }).click();
    await expect(phone.getByText('You have been on this job since')).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Clock off' })).toBeVisible();
    // The adviser's board shows who is on the card, with the running clock.
    await expect(onBoard(desk, 'BOOKED_IN')).toContainText(technician.name);
    await expect(onBoard(desk, 'BOOKED_IN').locator('time')).toHaveText(/^\d+:\d\d$/);
    await phone.screenshot({ path: test.info().outputPath('technician-clocked-on-390.png') });
  });

  await test.step('writes an inspection note; it saves itself', async () => {
    await expect(phone.getByRole('button', { name: /^Inspection/, expanded: true })).toBeVisible();
    const tread = phone.getByRole('article', { name: 'Tread depth' });
    await tread.getByRole('radio', { name: 'Needs attention soon' }).click();
    await tread.getByLabel('Tread depth: note').fill('Front tyres at 3 mm: replace within 5,000 km.');
    await tread.getByLabel('Tread depth: note').blur();
    await expect(phone.getByTestId('inspection-status')).toHaveText('Saved');
  });

  await test.step('clocks off: the adviser’s board shows nobody on the card', async () => {
    await phone.getByRole('button', { name: 'Clock off' }).click();
    await expect(phone.getByText('You are not clocked on to this job.')).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Clock on' })).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Time clock' }).getByRole('listitem').filter({ hasText: technician.name })).toHaveCount(1);
    await expect(onBoard(desk, 'BOOKED_IN')).toContainText('Nobody clocked on');
  });

  await test.step('back on the board, moves the finished job to Ready for pickup; the adviser sees it there', async () => {
    await phone.getByRole('button', { name: 'Open navigation menu' }).click();
    await phone.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Board', exact: true }).click();
    await expect(phone.getByRole('heading', { name: 'Job board' })).toBeVisible();
    await onBoard(phone, 'BOOKED_IN').getByLabel(`Move ${jobNumber} to`).selectOption('Ready for pickup');
    await expect(phone.getByText(`${jobNumber} moved to Ready for pickup.`)).toBeVisible();
    await expect(onBoard(phone, 'READY_FOR_PICKUP')).toBeVisible();
    await expect(onBoard(desk, 'READY_FOR_PICKUP')).toBeVisible();
    await expect(onBoard(desk, 'BOOKED_IN')).toHaveCount(0);
  });

  // What the server kept: the status, one closed entry of the technician, the note.
  const saved = (await (await request.get(`/api/admin/jobcards/${id}`, { headers: { authorization: `Bearer ${owner}` } })).json()) as { status: string };
  expect(saved.status).toBe('Completed - Policy Not Accepted');
  const entries = (await (await request.get(`/api/admin/time-entries?jobCardId=${id}`, { headers: { authorization: `Bearer ${owner}` } })).json()) as Array<{ technicianName: string; endedAt: string | null }>;
  expect(entries.map((e) => [e.technicianName, e.endedAt !== null])).toEqual([[technician.name, true]]);

  await phone.screenshot({ path: test.info().outputPath('technician-board-390.png'), fullPage: true });
  await desk.screenshot({ path: test.info().outputPath('adviser-board-1280.png'), fullPage: true });
  await phone.context().close();
  await desk.context().close();
});

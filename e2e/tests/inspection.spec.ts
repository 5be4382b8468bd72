/**
 * The digital vehicle inspection end to end, on phones: a mechanic rates checks, types readings and
 * a note, photographs a check from the file chooser (a big photo is scaled down before it is sent,
 * a refused one shows the server's message with Retry, the others carry on), sends the quote; the
 * customer sees the findings with their photos, approves two of the three lines with a note, and the
 * job card shows which lines were approved (and the note) and takes them as its final items.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, graphql, signIn } from './support/admin-session.js';
import { waitForMail, type CaughtMail } from './support/mail.js';
import { setPricesIncludeGst } from './support/workshop.js';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true };

function linkIn(mail: CaughtMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]+${path}/[0-9a-f]{24}`).exec(`${mail.text}\n${mail.html}`);
  if (!match) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return match[0];
}

/** A JPEG drawn in the page: a small one, or (noisy) one over 2 MB that the page must scale down. */
async function jpeg(page: Page, kind: 'small' | 'large'): Promise<Buffer> {
  const dataUrl = await page.evaluate((large) => {
    const canvas = document.createElement('canvas');
    canvas.width = large ? 2200 : 800;
    canvas.height = large ? 1650 : 600;
    const g = canvas.getContext('2d')!;
    const gradient = g.createLinearGradient(0, 0, canvas.width, canvas.height);
    gradient.addColorStop(0, '#1f2937');
    gradient.addColorStop(1, '#9ca3af');
    g.fillStyle = gradient;
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.fillStyle = '#f59e0b';
    g.fillRect(canvas.width * 0.2, canvas.height * 0.3, canvas.width * 0.6, canvas.height * 0.2);
    if (large) {
      // Noise compresses badly: the file comes out well over 2 MB.
      const image = g.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < image.data.length; i += 4) {
        const n = (Math.random() * 255) | 0;
        image.data[i] = n;
        image.data[i + 1] = (n * 7) & 255;
        image.data[i + 2] = (n * 13) & 255;
      }
      g.putImageData(image, 0, 0);
    }
    return canvas.toDataURL('image/jpeg', 0.9);
  }, kind === 'large');
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  return context.newPage();
}

test('a mechanic inspects on a phone, the customer approves two of three lines, the card takes them', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Inspected ${stamp % 100000}`;
  const email = `e2e.inspection.${stamp}@example.com`;
  const token = await adminToken(request);
  const { createJobCard } = await graphql<{ createJobCard: { id: string } }>(
    request,
    'mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id } }',
    { input: { customerName: name, customerEmail: email, carRego: `IN${stamp % 10000}` } },
    token,
  );
  const id = createJobCard.id;
  await graphql(
    request,
    'mutation($id: ID!, $input: UpdateJobCardInput!) { updateJobCard(id: $id, input: $input) { revision } }',
    {
      id,
      input: {
        finalItems: [
          { description: 'Front brake pads', quantity: 2, unitPrice: 120.5 },
          { description: 'Labour (hours)', quantity: 1.5, unitPrice: 99 },
          { description: 'Wheel alignment', quantity: 1, unitPrice: 89.95 },
        ],
      },
    },
    token,
  );

  // The mechanic, on a phone.
  const page = await phonePage(browser);
  await signIn(page);
  await page.goto(`/admin/jobcards/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Inspection/, expanded: true })).toBeVisible();
  const tread = page.getByRole('article', { name: 'Tread depth' });
  const battery = page.getByRole('article', { name: 'Battery test' });
  const wipers = page.getByRole('article', { name: 'Wiper blades and washers' });
  const lights = page.getByRole('article', { name: 'Head, tail, brake and indicator lights' });
  const status = page.getByTestId('inspection-status');

  await test.step('rate checks, type readings and a note; they save themselves', async () => {
    await tread.getByRole('radio', { name: 'Urgent' }).click();
    await expect(tread.getByRole('radio', { name: 'Urgent' })).toHaveAttribute('aria-checked', 'true');
    await tread.getByLabel('Tread depth: Front left (mm)').fill('1.5');
    await tread.getByLabel('Tread depth: Front right (mm)').fill('2');
    await tread.getByLabel('Tread depth: note').fill('Front tyres worn to the wear bars.');
    await battery.getByRole('radio', { name: 'Needs attention soon' }).click();
    await battery.getByLabel('Battery test: Voltage (V)').fill('12.1');
    await wipers.getByRole('radio', { name: 'Good' }).click();
    // Tapping the chosen rating again clears it; the arrow keys move the choice.
    await wipers.getByRole('radio', { name: 'Urgent' }).click();
    await wipers.getByRole('radio', { name: 'Urgent' }).click();
    await expect(wipers.getByRole('radio', { checked: true })).toHaveCount(0);
    await wipers.getByRole('radio', { name: 'Good' }).click();
    await lights.getByRole('radio', { name: 'Good' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(lights.getByRole('radio', { name: 'Good' })).toHaveAttribute('aria-checked', 'true');
    await expect(lights.getByRole('radio', { name: 'Good' })).toBeFocused();
    await expect(status).toHaveText('Saved');
    await expect(page.getByTestId('autosave-indicator')).toHaveText('All changes saved');

    type Answer = { jobCardInspection: { checks: Array<{ key: string; rating: string | null; note: string; readings: Array<{ key: string; value: number | null }> }> } };
    await expect
      .poll(async () => {
        const { jobCardInspection } = await graphql<Answer>(request, 'query($id: ID!) { jobCardInspection(jobCardId: $id) { checks { key rating note readings { key value } } } }', { id }, token);
        const of = (key: string) => jobCardInspection.checks.find((c) => c.key === key)!;
        return [of('tyre-tread').rating, of('tyre-tread').note, of('tyre-tread').readings.map((r) => r.value).join(), of('battery').rating, of('wipers').rating, of('lights').rating];
      })
      .toEqual(['urgent', 'Front tyres worn to the wear bars.', '1.5,2,,', 'soon', 'good', 'good']);
  });

  await test.step('photos: one from the file chooser, a big one scaled down first, a refused one with Retry', async () => {
    const chooser = page.waitForEvent('filechooser');
    await tread.getByText('Add photo').click();
    await (await chooser).setFiles({ name: 'tread.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 'small') });
    const thumb = tread.getByRole('button', { name: 'Enlarge photo 1 of Tread depth' });
    await expect(thumb.locator('img')).toBeVisible();
    await expect.poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const big = await jpeg(page, 'large');
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    // What the page hands to XMLHttpRequest: the photo part's size and type.
    await page.evaluate(() => {
      const sent: Array<{ size: number; type: string }> = [];
      (window as unknown as { sentPhotos: typeof sent }).sentPhotos = sent;
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
        const photo = body instanceof FormData ? body.get('photo') : null;
        if (photo instanceof Blob) sent.push({ size: photo.size, type: photo.type });
        return send.call(this, body);
      };
    });
    await tread.getByLabel('Add photo to Tread depth').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
    await expect(tread.getByRole('button', { name: 'Enlarge photo 2 of Tread depth' }).locator('img')).toBeVisible({ timeout: 20_000 });
    const [sent] = await page.evaluate(() => (window as unknown as { sentPhotos: Array<{ size: number; type: string }> }).sentPhotos);
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBeLessThan(big.length);

    await battery.getByLabel('Add photo to Battery test').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
    const failed = battery.getByTestId('photo-upload');
    await expect(failed.getByRole('alert')).toHaveText('Please choose a JPEG, PNG or WebP photo.');
    await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(tread.getByRole('button', { name: /^Enlarge photo/ })).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(failed.getByRole('alert')).toHaveText('Please choose a JPEG, PNG or WebP photo.');
    await failed.getByRole('button', { name: /^Dismiss/ }).click();
    await expect(failed).toHaveCount(0);

    // Enlarge, then delete the second photo after confirming.
    await tread.getByRole('button', { name: 'Enlarge photo 2 of Tread depth' }).click();
    const viewer = page.getByRole('dialog', { name: 'Tread depth: photo 2 of 2' });
    await expect(viewer.getByRole('img', { name: 'Tread depth, photo 2' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete photo' });
    await confirm.getByRole('button', { name: 'Delete photo' }).click();
    await expect(viewer).toHaveCount(0);
    await expect(tread.getByRole('button', { name: /^Enlarge photo/ })).toHaveCount(1);
  });

  await test.step('send the quote', async () => {
    // The workshop adds GST on top of its prices (a setting, never asked per quote).
    await setPricesIncludeGst(request, token, false);
    await page.getByRole('button', { name: 'Generate & Send Quote' }).click();
    await page.getByRole('alertdialog', { name: 'Generate & Send Quote' }).getByRole('button', { name: 'Send quote' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Quote Q\d+ sent to/ })).toBeVisible();
  });

  // The customer, on their phone.
  const quoteMail = await waitForMail((m) => m.to.includes(email) && /\/quote\//.test(m.text + m.html));
  const customer = await phonePage(browser);
  await customer.goto(linkIn(quoteMail, '/quote'));
  await expect(customer.getByRole('heading', { name: /^Quote Q\d+$/ })).toBeVisible();

  await test.step('the customer sees the findings, urgent and soon first, with the photo', async () => {
    const findings = customer.getByTestId('quote-inspection-check');
    await expect(findings.nth(0)).toContainText('Urgent');
    await expect(findings.nth(0)).toContainText('Tread depth');
    await expect(findings.nth(0)).toContainText('Front tyres worn to the wear bars.');
    await expect(findings.nth(0)).toContainText(/Front left\s*1\.5 mm/);
    await expect(findings.nth(1)).toContainText('Needs attention soon');
    await expect(findings.nth(1)).toContainText('12.1 V');
    const good = customer.locator('details').filter({ hasText: '2 checks found in good condition' });
    await expect(good).toBeVisible();
    await expect(good.getByText('Wiper blades and washers')).toBeHidden();
    await good.getByText('2 checks found in good condition').click();
    await expect(good.getByText('Wiper blades and washers')).toBeVisible();

    await customer.getByRole('button', { name: 'Enlarge photo 1 of Tread depth' }).click();
    const viewer = customer.getByRole('dialog', { name: 'Tread depth: photo 1 of 1' });
    const photo = viewer.getByRole('img', { name: 'Tread depth, photo 1' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const box = await viewer.boundingBox();
    expect(box?.width).toBe(390);
    await viewer.getByRole('button', { name: 'Close photo' }).click();
    await expect(viewer).toHaveCount(0);
    expect(await seriousViolations(customer)).toEqual([]);
  });

  await test.step('the customer approves two of the three lines', async () => {
    // 2 × $120.50 + 1.5 × $99 + $89.95 = $479.45, GST $47.95 (rounded once): $527.40.
    await expect(customer.locator('.quote-totals')).toContainText('$527.40');
    await expect(customer.getByRole('button', { name: 'Approve quote' })).toBeVisible();
    await customer.getByRole('checkbox', { name: 'Wheel alignment' }).uncheck();
    // $241.00 + $148.50 = $389.50, GST $38.95: $428.45.
    await expect(customer.locator('.quote-totals')).toContainText('$428.45');
    await expect(customer.locator('.quote-totals')).toContainText('$38.95');
    await customer.getByLabel('A note for the workshop (optional)').fill('Alignment next time, thanks.');
    await customer.getByLabel('Your name').fill('Ina Inspect');
    await customer.getByRole('button', { name: 'Approve 2 of 3 lines' }).click();
    await expect(customer.getByRole('alert')).toBeVisible();
    await customer.reload();
    await expect(customer.getByRole('status').filter({ hasText: 'You approved 2 of 3 lines of this quote' })).toBeVisible();
    await expect(customer.getByRole('row', { name: /Wheel alignment/ })).toContainText('Not approved');
    await expect(customer.locator('.quote-totals')).toContainText('$428.45');
  });

  await test.step('the job card shows the approved lines; its items follow the decision by themselves', async () => {
    const approved = page.getByTestId('approved-lines');
    await expect(approved).toContainText('the customer approved 2 of 3 lines', { timeout: 10_000 });
    await expect(approved.getByRole('listitem').filter({ hasText: 'Wheel alignment' })).toContainText('(not approved)');
    await expect(approved).toContainText('$428.45');
    await expect(approved).toContainText('The customer’s note: Alignment next time, thanks.');
    await expect(page.getByTestId('decision-banner')).toContainText('Approved by Ina Inspect');
    await expect(page.getByLabel('Item 3 description')).toHaveValue('Wheel alignment');
    await expect(page.locator('[data-origin="declined"]')).toContainText('Declined by the customer: not invoiced');
    const { jobCard } = await graphql<{ jobCard: { finalItems: Array<{ description: string; origin: string }> } }>(request, 'query($id: ID!) { jobCard(id: $id) { finalItems { description origin } } }', { id }, token);
    expect(jobCard.finalItems.map((i) => [i.description, i.origin])).toEqual([
      ['Front brake pads', 'approved'],
      ['Labour (hours)', 'approved'],
      ['Wheel alignment', 'declined'],
    ]);
    await setPricesIncludeGst(request, token, true);
  });

  await customer.context().close();
  await page.context().close();
});

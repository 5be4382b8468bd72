/**
 * Job cards end to end: staff create a card, the customer signs the terms from the emailed link
 * (drawn with the mouse), the list shows the tick live; staff add items (autosave), send a quote,
 * the customer approves it from the emailed link, and the open card shows Work In Progress.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, graphql, signIn } from './support/admin-session.js';
import { waitForMail, type CaughtMail } from './support/mail.js';
import { ensureBusinessDetails, setPricesIncludeGst } from './support/workshop.js';

function linkIn(mail: CaughtMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]+${path}/[0-9a-f]{24}`).exec(`${mail.text}\n${mail.html}`);
  if (!match) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return match[0];
}

async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: 'Your signature' });
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad not visible');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(box.x + 30 + i * 12, box.y + box.height * (0.6 - 0.3 * Math.sin(i / 3)), { steps: 2 });
  await page.mouse.up();
}

async function pricesIncludeGst(request: Parameters<typeof adminToken>[0], value: boolean): Promise<void> {
  await setPricesIncludeGst(request, await adminToken(request), value);
}

async function createCard(request: Parameters<typeof adminToken>[0], input: { customerName: string; customerEmail: string; carRego: string }): Promise<string> {
  const token = await adminToken(request);
  const data = await graphql<{ createJobCard: { id: string } }>(request, 'mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id } }', { input }, token);
  return data.createJobCard.id;
}

test('a job card from creation to the approved quote, live on the staff screens', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await pricesIncludeGst(request, true);
  const stamp = Date.now();
  const name = `Zoë O'Brien ${stamp % 100000}`;
  const email = `e2e.jobcard.${stamp}@example.com`;
  const rego = `ZO${stamp % 10000}`;

  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Job Cards', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Job Cards', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New Job Card' }).click();
  await page.getByLabel('Customer Name', { exact: true }).fill(name);
  await page.getByLabel('Customer Email', { exact: true }).fill(email);
  await page.getByLabel('Car Rego', { exact: true }).fill(rego);
  await page.getByRole('button', { name: 'Create & Send Policy' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Job Card for ${name} created.` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(rego);
  await expect(row).toContainText('Pending Diagnosis');
  await expect(row.getByRole('img', { name: 'Policy pending' })).toBeVisible();

  // The customer signs from the emailed link, drawing with the mouse.
  const signingMail = await waitForMail((m) => m.to.includes(email) && /accept-policy/.test(m.text + m.html));
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(linkIn(signingMail, '/accept-policy'));
  await expect(customer.getByText(rego, { exact: true })).toBeVisible();
  await expect(customer.locator('.signing__terms > li')).toHaveCount(10);
  await customer.getByRole('button', { name: 'Accept Terms' }).click();
  await expect(customer.getByRole('alert')).toHaveText('A signature or typed name is required to accept.');
  await drawSignature(customer);
  await customer.getByRole('button', { name: 'Accept Terms' }).click();
  await expect(customer.getByText('Acceptance Recorded. Thank you!')).toBeVisible();
  const signedAt = Date.now();
  await expect(customer).toHaveURL(/\/$/, { timeout: 10_000 });
  expect(Date.now() - signedAt).toBeGreaterThan(4000);
  await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();

  // The staff list shows the tick without a reload.
  await expect(row.getByRole('img', { name: 'Policy accepted' })).toBeVisible({ timeout: 5000 });

  // Items, autosave, reload.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('policy-status')).toContainText(/Accepted on \d\d\/\d\d\/\d\d/);
  await expect(page.getByText('No items added yet. Click "+ Add Item" to begin.')).toBeVisible();
  await expect(page.getByTestId('autosave-indicator')).toHaveText('All changes saved');
  await page.getByRole('button', { name: '+ Add Item' }).click();
  await expect(page.getByLabel('Item 1 quantity')).toHaveValue('1');
  await expect(page.getByLabel('Item 1 unit price')).toHaveValue('0');
  await page.getByLabel('Item 1 description').fill('Front brake pads');
  await page.getByLabel('Item 1 quantity').fill('2');
  await page.getByLabel('Item 1 unit price').fill('120.50');
  await page.getByRole('button', { name: '+ Add Item' }).click();
  await page.getByLabel('Item 2 description').fill('Labour');
  await page.getByLabel('Item 2 unit price').fill('99');
  await page.getByRole('textbox', { name: 'Notes for the customer' }).fill('Pads worn to 2 mm; rotors OK.');
  await page.getByRole('textbox', { name: 'Workshop notes' }).fill('Rear pads ordered from the usual supplier.');
  // The workshop's prices include GST: GST is 1/11 of the total.
  await expect(page.locator('.totals')).toContainText('$309.09');
  await expect(page.locator('.totals')).toContainText('$30.91');
  await expect(page.locator('.totals')).toContainText('$340.00');
  await expect(page.getByTestId('autosave-indicator')).toHaveText('Auto-saving...');
  await expect(page.getByTestId('autosave-indicator')).toHaveText('All changes saved');
  await page.reload();
  await expect(page.getByLabel('Item 1 description')).toHaveValue('Front brake pads');
  await expect(page.getByLabel('Item 1 quantity')).toHaveValue('2');
  await expect(page.getByLabel('Item 1 unit price')).toHaveValue('120.50');
  await expect(page.getByLabel('Item 2 description')).toHaveValue('Labour');
  await expect(page.getByRole('textbox', { name: 'Notes for the customer' })).toHaveValue('Pads worn to 2 mm; rotors OK.');
  await expect(page.getByRole('textbox', { name: 'Workshop notes' })).toHaveValue('Rear pads ordered from the usual supplier.');
  await expect(page.getByRole('textbox', { name: 'Workshop notes' })).toHaveAccessibleDescription('For staff only: never shown to the customer.');

  // Generate & Send Quote asks first, saying the basis (the workshop's setting), never asking it.
  await page.getByRole('button', { name: 'Generate & Send Quote' }).click();
  const question = page.getByRole('alertdialog', { name: 'Generate & Send Quote' });
  await expect(question).toContainText('Its prices include GST (the workshop’s pricing setting).');
  await question.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Quote Q\d+ sent to/ })).toBeVisible();
  const history = page.getByRole('region', { name: 'Quote history' });
  await expect(history.getByRole('row').nth(1)).toContainText('$340.00');
  await expect(history.getByRole('row').nth(1)).toContainText('2');
  await expect(page.getByLabel('Job status')).toHaveValue('PENDING_QUOTE_APPROVAL');

  // The customer approves it from the emailed link; the open card follows live.
  const quoteMail = await waitForMail((m) => m.to.includes(email) && /\/quote\//.test(m.text + m.html));
  await customer.goto(linkIn(quoteMail, '/quote'));
  await expect(customer.getByRole('heading', { name: /^Quote Q\d+$/ })).toBeVisible();
  await expect(customer.getByText('Front brake pads')).toBeVisible();
  await expect(customer.locator('.quote-totals')).toContainText('$340.00');
  // The approval is a record: it asks the customer's name first.
  await customer.getByRole('button', { name: 'Approve Quote' }).click();
  await expect(customer.getByRole('alert').filter({ hasText: 'Please enter your name.' })).toBeVisible();
  await expect(customer.getByLabel('Your name')).toBeFocused();
  await customer.getByLabel('Your name').fill(name);
  await customer.getByRole('button', { name: 'Approve Quote' }).click();
  await expect(customer.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Job status')).toHaveValue('WORK_IN_PROGRESS', { timeout: 5000 });
  await expect(history.getByRole('row').nth(1)).toContainText('Approved');
  await expect(page.getByTestId('decision-banner')).toContainText(`Approved by ${name}`);
  await customer.reload();
  await expect(customer.getByRole('status').filter({ hasText: 'You approved this quote' })).toBeVisible();
  await customer.context().close();

  await test.step('View opens the PDF in a new tab', async () => {
    // Through a one-document link (never the session token).
    for (const view of [
      page.getByTestId('signed-pdf').getByRole('button', { name: 'View signed service terms PDF' }),
      history.getByRole('row').nth(1).getByRole('button', { name: /^View quote Q\d+ PDF$/ }),
    ]) {
      const [popup, response] = await Promise.all([
        page.waitForEvent('popup'),
        page.context().waitForEvent('response', (r) => /\/api\/admin\/.+\?token=/.test(r.url())),
        view.click(),
      ]);
      expect(new URL(response.url()).pathname).toMatch(/^\/api\/admin\/documents\/[0-9a-f]{24}\/view$/);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const token = new URL(response.url()).searchParams.get('token') ?? '';
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iss?: string };
      expect(claims.iss).toBe('workshop-document');
      await popup.close();
    }
  });
  await expect(page.getByTestId('document-sha256')).toHaveAttribute('title', /^SHA-256 [0-9a-f]{64}$/);
});

test('leaving with an unsaved change warns first; delete asks and confirms', async ({ page, request }) => {
  const stamp = Date.now();
  const name = `Leave Check ${stamp % 100000}`;
  const id = await createCard(request, { customerName: name, customerEmail: `e2e.leave.${stamp}@example.com`, carRego: `LV${stamp % 1000}` });

  await signIn(page);
  await page.goto(`/admin/jobcards/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Notes for the customer' }).fill('Half-typed note');
  await page.getByRole('link', { name: 'Back to Job Cards' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobcards/${id}$`));
  await expect(page.getByTestId('autosave-indicator')).toHaveText('All changes saved');
  await page.getByRole('link', { name: 'Back to Job Cards' }).click();
  await expect(page.getByRole('heading', { name: 'Job Cards', level: 1 })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: new RegExp(`^Delete job card of ${name}`) }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Permanently delete this job card?');
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Job card deleted.' })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByLabel('Filter by customer name').fill(`nobody-${stamp}`);
  await expect(page.getByText('No Job Cards found.')).toBeVisible();
});

test('Notify customer tells them their car is ready by email and says when it was sent', async ({ page, request }) => {
  const stamp = Date.now();
  const name = `Ready Check ${stamp % 100000}`;
  const email = `e2e.ready.${stamp}@example.com`;
  const id = await createCard(request, { customerName: name, customerEmail: email, carRego: `RD${stamp % 1000}` });

  await signIn(page);
  await page.goto(`/admin/jobcards/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Notify customer' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} was told by email that their car is ready.` })).toBeVisible();
  await expect(page.getByTestId('ready-notified')).toHaveText(/^Customer notified \d{1,2}:\d{2} (AM|PM)$/);
  const mail = await waitForMail((m) => m.to.includes(email) && /is ready for pickup/.test(m.subject));
  expect(mail.text).toContain('is ready for pickup');
});

test('the signing page: typed names, unknown links, and no serious or critical accessibility violations', async ({ page, request }) => {
  const stamp = Date.now();
  const id = await createCard(request, { customerName: `Axe Signer ${stamp % 1000}`, customerEmail: `e2e.axe.${stamp}@example.com`, carRego: 'AXE123' });

  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto(`/accept-policy/${id}`);
    await expect(page.getByText('AXE123', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.getByRole('radio', { name: 'Type Name' }).check();
  await page.getByRole('button', { name: 'Accept Terms' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please type your full name to sign.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Your full name').fill('Axe Signer');
  await page.getByRole('button', { name: 'Accept Terms' }).click();
  await expect(page.getByText('Acceptance Recorded. Thank you!')).toBeVisible();

  await page.goto(`/accept-policy/${id}`);
  await expect(page.getByText('This policy has already been accepted.')).toBeVisible();
  await expect(page.getByText('Acceptance Recorded. Thank you!')).toBeVisible();

  await page.goto('/accept-policy/0123456789abcdef01234567');
  await expect(page.getByText('Job Card not found.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a signing page message goes once the customer types a name or signs, and the signature is accepted', async ({ page, request }) => {
  const stamp = Date.now();
  const id = await createCard(request, { customerName: `Fix Signer ${stamp % 1000}`, customerEmail: `e2e.fix.${stamp}@example.com`, carRego: 'FIX321' });
  await page.goto(`/accept-policy/${id}`);
  const accept = page.getByRole('button', { name: 'Accept Terms' });

  await page.getByRole('radio', { name: 'Type Name' }).check();
  await accept.click();
  const nameMissing = page.getByRole('alert').filter({ hasText: 'Please type your full name to sign.' });
  await expect(nameMissing).toBeVisible();
  await page.getByLabel('Your full name').fill('Fix Signer');
  await expect(nameMissing).toHaveCount(0);

  await page.getByRole('radio', { name: 'Draw Signature' }).check();
  await accept.click();
  const signatureMissing = page.getByRole('alert').filter({ hasText: 'A signature or typed name is required to accept.' });
  await expect(signatureMissing).toBeVisible();
  await drawSignature(page);
  await expect(signatureMissing).toHaveCount(0);
  await accept.click();
  await expect(page.getByText('Acceptance Recorded. Thank you!')).toBeVisible();
});

const CARD_QUERY = 'query($id: ID!) { jobCard(id: $id) { revision mechanicNotes finalItems { description } termsAcceptance { isAccepted } } }';
type CardAnswer = { jobCard: { revision: number; mechanicNotes: string; finalItems: Array<{ description: string }>; termsAcceptance: { isAccepted: boolean } } };

test('a stale autosave (409) reloads the card and keeps only what nobody else changed', async ({ page, request }) => {
  const stamp = Date.now();
  const name = `Stale Save ${stamp % 100000}`;
  const id = await createCard(request, { customerName: name, customerEmail: `e2e.stale.${stamp}@example.com`, carRego: `ST${stamp % 1000}` });
  const token = await adminToken(request);
  // No live updates on this page, so the other admin's save is only found out by the 409.
  await page.routeWebSocket(/\/graphql/, () => undefined);
  await signIn(page);
  await page.goto(`/admin/jobcards/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  const { jobCard } = await graphql<CardAnswer>(request, CARD_QUERY, { id }, token);
  await graphql(request, 'mutation($id: ID!, $input: UpdateJobCardInput!) { updateJobCard(id: $id, input: $input) { revision } }', { id, input: { mechanicNotes: 'Note from the other admin', revision: jobCard.revision } }, token);

  await page.getByRole('button', { name: '+ Add Item' }).click();
  await page.getByLabel('Item 1 description').fill('Oil filter');
  await expect(page.getByRole('alert').filter({ hasText: 'Someone else changed this job card' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Notes for the customer' })).toHaveValue('Note from the other admin');
  await expect(page.getByLabel('Item 1 description')).toHaveValue('Oil filter');
  await expect(page.getByTestId('autosave-indicator')).toHaveText('All changes saved');
  await expect
    .poll(async () => {
      const card = (await graphql<CardAnswer>(request, CARD_QUERY, { id }, token)).jobCard;
      return [card.mechanicNotes, card.finalItems.map((i) => i.description).join()];
    })
    .toEqual(['Note from the other admin', 'Oil filter']);
});

test('the open card follows a signature live without losing what is being typed', async ({ page, request }) => {
  const stamp = Date.now();
  const name = `Live Merge ${stamp % 100000}`;
  const id = await createCard(request, { customerName: name, customerEmail: `e2e.live.${stamp}@example.com`, carRego: `LM${stamp % 1000}` });
  const token = await adminToken(request);
  await signIn(page);
  await page.goto(`/admin/jobcards/${id}`);
  await expect(page.getByTestId('policy-status')).toHaveText('Pending');
  await expect(page.getByText('Live updates on')).toBeVisible();

  await page.getByRole('textbox', { name: 'Notes for the customer' }).fill('Typed before the customer signed');
  await graphql(request, 'mutation SignPolicy($id: ID!, $input: SignPolicyInput!) { signPolicy(id: $id, input: $input) { message } }', { id, input: { signedName: 'Live Merge' } });
  await expect(page.getByTestId('policy-status')).toContainText('Accepted on', { timeout: 3000 });
  await expect(page.getByRole('textbox', { name: 'Notes for the customer' })).toHaveValue('Typed before the customer signed');
  await expect(page.getByTestId('autosave-indicator')).toHaveText('All changes saved');
  await expect(page.getByRole('alert').filter({ hasText: 'Someone else changed' })).toHaveCount(0);
  await expect.poll(async () => (await graphql<CardAnswer>(request, CARD_QUERY, { id }, token)).jobCard.mechanicNotes).toBe('Typed before the customer signed');
});

test('the signature pad is sharp on high-DPI screens and a resize never leaves a blank pad that counts as signed', async ({ browser, request }) => {
  const stamp = Date.now();
  const id = await createCard(request, { customerName: `Dpi Signer ${stamp % 1000}`, customerEmail: `e2e.dpi.${stamp}@example.com`, carRego: 'DPI222' });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: false });
  const page = await context.newPage();
  await page.goto(`/accept-policy/${id}`);
  const pad = page.getByRole('img', { name: 'Your signature' });
  const bitmap = () => pad.evaluate((c: HTMLCanvasElement) => [c.width, Math.round(c.getBoundingClientRect().width * 2)]);
  await expect.poll(async () => { const [w, css] = await bitmap(); return w === css && w > 0; }).toBe(true);

  // Resized while blank: still blank, still refused.
  await page.setViewportSize({ width: 700, height: 844 });
  await expect.poll(async () => { const [w, css] = await bitmap(); return w === css; }).toBe(true);
  await page.getByRole('button', { name: 'Accept Terms' }).click();
  await expect(page.getByRole('alert')).toHaveText('A signature or typed name is required to accept.');
  await expect(page.getByRole('button', { name: 'Clear' })).toBeDisabled();

  // Drawn, then resized: the strokes are redrawn and the signature is accepted.
  await drawSignature(page);
  await expect(page.getByRole('button', { name: 'Clear' })).toBeEnabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => { const [w, css] = await bitmap(); return w === css; }).toBe(true);
  const inked = await pad.evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) return true;
    return false;
  });
  expect(inked).toBe(true);
  await page.getByRole('button', { name: 'Accept Terms' }).click();
  await expect(page.getByText('Acceptance Recorded. Thank you!')).toBeVisible();
  await context.close();
});

test('a newer quote supersedes the older link; the quote page has no serious or critical accessibility violations', async ({ page, request }) => {
  const stamp = Date.now();
  const id = await createCard(request, { customerName: `Quote Reader ${stamp % 1000}`, customerEmail: `e2e.quote.${stamp}@example.com`, carRego: 'QTE456' });
  const token = await adminToken(request);
  const labour = { description: 'Labour (hours)', quantity: 1.5, unitPrice: 133.33 };
  const send = async (price: number, extra: (typeof labour)[] = []) =>
    (
      await graphql<{ generateQuote: { quote: { id: string } } }>(
        request,
        'mutation($id: ID!, $input: GenerateQuoteInput!) { generateQuote(id: $id, input: $input) { quote { id } } }',
        { id, input: { items: [{ description: 'Timing belt kit', quantity: 1, unitPrice: price }, ...extra], gstIncludedInEstimate: true } },
        token,
      )
    ).generateQuote.quote.id;
  const first = await send(550);
  const second = await send(495, [labour]);

  await page.goto(`/quote/${first}`);
  await expect(page.getByRole('status').filter({ hasText: 'This quote has been replaced by a newer one.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve Quote' })).toHaveCount(0);

  await page.goto(`/quote/${second}`);
  // 1.5 hours at $133.33 is $199.995, rounded half up as on the PDF.
  await expect(page.getByRole('row', { name: /Labour \(hours\)/ })).toContainText('$200.00');
  await expect(page.locator('.quote-totals')).toContainText('$695.00');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByLabel('Anything you would like to tell us? (optional)').fill('Found a cheaper quote, sorry.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Decline Quote' }).click();
  await expect(page.getByRole('alert')).toContainText('declined');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You declined this quote' })).toBeVisible();
});

test('the list loads the next page as its end scrolls into view, and a card on a later page follows a signature live', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const prefix = `Pages ${stamp % 100000}`;
  const token = await adminToken(request);
  const ids: string[] = [];
  for (let i = 1; i <= 55; i++) {
    const input = { customerName: `${prefix} #${i}`, customerEmail: `e2e.pages.${stamp}.${i}@example.com`, carRego: `PG${i}` };
    const data = await graphql<{ createJobCard: { id: string } }>(request, 'mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id } }', { input }, token);
    ids.push(data.createJobCard.id);
  }

  await signIn(page);
  await page.goto('/admin/jobcards');
  await page.getByLabel('Filter by customer name').fill(prefix);
  // The unfiltered list may look the same (its newest 50 can be these), so wait for the filtered answer.
  await expect(page.locator('.jobcard-days')).toHaveAttribute('aria-busy', 'false');
  const rows = page.getByTestId('jobcard-row');
  await expect(rows.first()).toContainText(`${prefix} #55`);
  await expect(rows).toHaveCount(50);
  await expect(page.getByText('50 job cards match the filters, more below.')).toBeVisible();
  await page.getByRole('button', { name: 'Load more job cards' }).scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(55);
  await expect(page.getByText('All 55 job cards shown.')).toBeVisible();

  // The oldest card (second page) is signed by its customer: its tick turns green, every page stays.
  const oldest = rows.filter({ has: page.getByRole('link', { name: `${prefix} #1`, exact: true }) });
  await expect(oldest.getByRole('img', { name: 'Policy pending' })).toBeVisible();
  await graphql(request, 'mutation SignPolicy($id: ID!, $input: SignPolicyInput!) { signPolicy(id: $id, input: $input) { message } }', { id: ids[0], input: { signedName: 'Page Two' } });
  await expect(oldest.getByRole('img', { name: 'Policy accepted' })).toBeVisible({ timeout: 5_000 });
  await expect(rows).toHaveCount(55);
});

test('a card waiting for its quote’s approval is found by the status filter', async ({ page, request }) => {
  const stamp = Date.now();
  const name = `Quote Waiter ${stamp % 100000}`;
  const id = await createCard(request, { customerName: name, customerEmail: `e2e.waiter.${stamp}@example.com`, carRego: `QW${stamp % 10000}` });
  await graphql(
    request,
    'mutation($id: ID!, $input: GenerateQuoteInput!) { generateQuote(id: $id, input: $input) { quote { id } } }',
    { id, input: { items: [{ description: 'Timing belt', quantity: 1, unitPrice: 450 }] } },
    await adminToken(request),
  );

  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Job Cards', exact: true }).click();
  const status = page.getByLabel('Filter by status');
  await expect(status.locator('option')).toHaveText(['All statuses', 'Pending Diagnosis', 'Pending Quote Approval', 'Work In Progress', 'Completed', 'Completed - Policy Not Accepted', 'Invoiced']);
  await status.selectOption({ label: 'Pending Quote Approval' });
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await status.selectOption({ label: 'Pending Diagnosis' });
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('the customer approves part of a quote with their name: the card shows the decision and the declined lines, the completion dialog states them, the invoice holds what was approved', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  // One sign-in for the whole journey (signing in again from the same client ends the earlier session).
  const token = await adminToken(request);
  await setPricesIncludeGst(request, token, true);
  const restoreDetails = await ensureBusinessDetails(request, token);
  const stamp = Date.now();
  const name = `Dana Partial ${stamp % 100000}`;
  const input = { customerName: name, customerEmail: `e2e.partial.${stamp}@example.com`, carRego: `DP${stamp % 10000}` };
  const { id } = (await graphql<{ createJobCard: { id: string } }>(request, 'mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id } }', { input }, token)).createJobCard;
  const items = [
    { description: 'Front brake pads', quantity: 1, unitPrice: 129.95 },
    { description: 'Labour', quantity: 1.5, unitPrice: 110 },
    { description: 'Rotors (pair)', quantity: 1, unitPrice: 191 },
    { description: 'Wiper blades', quantity: 1, unitPrice: 24.95 },
    { description: 'Cabin filter', quantity: 1, unitPrice: 39 },
  ];
  const { generateQuote } = await graphql<{ generateQuote: { quote: { id: string; number: string } } }>(
    request,
    'mutation($id: ID!, $input: GenerateQuoteInput!) { generateQuote(id: $id, input: $input) { quote { id number } } }',
    { id, input: { items } },
    token,
  );
  const quote = generateQuote.quote;

  await test.step('the customer unticks two lines and approves the rest with their name and a note, on a phone', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const customer = await phone.newPage();
    await customer.goto(`/quote/${quote.id}`);
    // The page is server-rendered: a tick counts once the app has taken over (the first press loads it).
    await expect(async () => {
      await customer.getByRole('checkbox', { name: 'Rotors (pair)' }).click();
      await expect(customer.getByRole('button', { name: 'Approve 4 of 5 lines' })).toBeVisible({ timeout: 1500 });
    }).toPass({ timeout: 15_000 });
    await expect(customer.getByRole('checkbox', { name: 'Rotors (pair)' })).not.toBeChecked();
    await customer.getByRole('checkbox', { name: 'Cabin filter' }).uncheck();
    await customer.getByLabel('A note for the workshop (optional)').fill('Can I pick it up by 4pm?');
    await customer.getByRole('button', { name: 'Approve 3 of 5 lines' }).click();
    await expect(customer.getByRole('alert').filter({ hasText: 'Please enter your name.' })).toBeVisible();
    await customer.getByLabel('Your name').fill('Dana Driver');
    await customer.screenshot({ path: test.info().outputPath('quote-page-390.png'), fullPage: true });
    await customer.getByRole('button', { name: 'Approve 3 of 5 lines' }).click();
    await expect(customer.getByText(/You approved 3 of the 5 lines of quote/)).toBeVisible();
    await phone.close();
  });

  await signIn(page);
  await page.goto(`/admin/jobcards/${id}`);
  const banner = page.getByTestId('decision-banner');

  await test.step('the card shows the decision at the top and keeps the declined lines, greyed', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/^JC-\d{6} · /);
    await expect(banner).toContainText(`The customer approved 3 of 5 lines of quote ${quote.number}`);
    await expect(banner).toContainText('Approved by Dana Driver');
    await expect(banner).toContainText('“Can I pick it up by 4pm?”');
    // The banner comes before the customer's details.
    const [bannerBox, customerBox] = await Promise.all([banner.boundingBox(), page.getByRole('region', { name: 'Customer & vehicle' }).boundingBox()]);
    expect(bannerBox!.y).toBeLessThan(customerBox!.y);
    const declined = page.locator('[data-origin="declined"]');
    await expect(declined).toHaveCount(2);
    await expect(declined.first()).toContainText('Declined by the customer: not invoiced');
    await expect(page.getByLabel('Item 3 description')).toHaveJSProperty('readOnly', true);
    await expect(page.locator('[data-origin="approved"]')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Use approved lines as final items' })).toHaveCount(0);
  });

  await test.step('staff add work after the approval, and a goodwill discount', async () => {
    await page.getByRole('button', { name: '+ Add Item' }).click();
    await page.getByLabel('Item 6 description').fill('Brake fluid flush');
    await page.getByLabel('Item 6 unit price').fill('89');
    await page.getByRole('button', { name: '+ Add Item' }).click();
    await page.getByLabel('Item 7 description').fill('Goodwill discount');
    await page.getByLabel('Item 7 unit price').fill('-50.00');
    await expect(page.locator('[data-origin="added"]')).toHaveCount(2);
    await expect(page.locator('[data-origin="added"]').first()).toContainText('Added after the approval');
    // $129.95 + $165.00 + $24.95 + $89.00 − $50.00 = $358.90 (prices include GST, as on the approved quote).
    await expect(page.locator('.items-editor .totals')).toContainText('$358.90');
    await expect(page.getByTestId('autosave-indicator')).toHaveText('All changes saved');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: test.info().outputPath(`jobcard-top-${width}.png`) });
      await page.getByRole('region', { name: 'Items & labour' }).screenshot({ path: test.info().outputPath(`jobcard-items-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  const dialog = page.getByRole('alertdialog', { name: 'Complete Job & Generate Invoice' });
  await test.step('the completion dialog states the totals, the basis, the declined and the added lines', async () => {
    await page.getByRole('button', { name: 'Complete Job & Generate Invoice' }).click();
    await expect(dialog.getByTestId('completion-declined')).toContainText('2 lines the customer declined are not on this invoice');
    await expect(dialog.getByTestId('completion-declined')).toContainText('Rotors (pair)');
    await expect(dialog.getByTestId('completion-declined')).toContainText('Cabin filter');
    await expect(dialog.getByTestId('completion-added')).toContainText('These lines were added after the approval');
    await expect(dialog.getByTestId('completion-added')).toContainText('Brake fluid flush');
    await expect(dialog.getByTestId('completion-added')).toContainText('-$50.00');
    const totals = dialog.getByTestId('completion-totals');
    await expect(totals).toContainText('The invoice: 5 lines');
    // GST is 1/11 of $358.90: $32.63.
    await expect(totals).toContainText('$326.27');
    await expect(totals).toContainText('$32.63');
    await expect(totals).toContainText('$358.90');
    await expect(totals).toContainText(`Prices include GST, as on quote ${quote.number} the customer approved.`);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`completion-dialog-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the invoice holds the approved and the added lines only', async () => {
    await dialog.getByRole('button', { name: 'Complete and send invoice' }).click();
    const notice = page.getByRole('status').filter({ hasText: /^Job completed\. Invoice INV-\d+ sent to/ });
    await expect(notice).toBeVisible();
    const { jobCard } = await graphql<{ jobCard: { jobNumber: string; invoice: { totalCents: number; items: Array<{ description: string }> } } }>(
      request,
      'query($id: ID!) { jobCard(id: $id) { jobNumber invoice { totalCents items { description } } } }',
      { id },
      token,
    );
    expect(jobCard.invoice.items.map((i) => i.description)).toEqual(['Front brake pads', 'Labour', 'Wiper blades', 'Brake fluid flush', 'Goodwill discount']);
    expect(jobCard.invoice.totalCents).toBe(35890);
  });
  await restoreDetails();
});

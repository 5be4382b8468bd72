/**
 * Invoices end to end: a job completed from its card is invoiced (the manager lists it, the
 * customer gets it by mail, the card turns read-only with only Re-generate Invoice left); a
 * standalone invoice for a customer with diacritics is generated, found, resent to an extra
 * address, marked paid; another is deleted; the history loads more as it scrolls; the CSV export
 * downloads; a rego opens the vehicle's history.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, graphql, signIn } from './support/admin-session.js';
import { caughtMail, waitForMail } from './support/mail.js';
import { ensureBusinessDetails, setPricesIncludeGst } from './support/workshop.js';

const INVOICE_NUMBER = /INV-\d{6,}/;

async function createInvoicedCard(request: APIRequestContext, token: string, input: { customerName: string; customerEmail: string; carRego: string }): Promise<string> {
  const { createJobCard } = await graphql<{ createJobCard: { id: string; revision: number } }>(
    request,
    'mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id revision } }',
    { input },
    token,
  );
  await graphql(
    request,
    'mutation($id: ID!, $input: UpdateJobCardInput!) { updateJobCard(id: $id, input: $input) { revision } }',
    {
      id: createJobCard.id,
      input: {
        revision: createJobCard.revision,
        mechanicNotes: 'Timing belt and water pump replaced.',
        finalItems: [
          { description: 'Timing belt kit', quantity: 1, unitPrice: 389.9 },
          { description: 'Labour (hours)', quantity: 3, unitPrice: 120 },
        ],
      },
    },
    token,
  );
  return createJobCard.id;
}

async function generateInvoice(request: APIRequestContext, token: string, customerName: string, carRego: string, price = 99): Promise<string> {
  const { generateInvoice } = await graphql<{ generateInvoice: { invoice: { invoiceNumber: string } } }>(
    request,
    'mutation($input: GenerateInvoiceInput!) { generateInvoice(input: $input) { invoice { invoiceNumber } } }',
    {
      input: {
        customerName,
        customerEmail: `e2e.invoice.${Date.now()}@example.com`,
        carRego,
        invoiceItems: [{ description: 'Wheel alignment', quantity: 1, unitPrice: price }],
      },
    },
    token,
  );
  return generateInvoice.invoice.invoiceNumber;
}

/** Waits until the list answers the filters as typed (the previous answer stays on screen meanwhile). */
async function filtersAnswered(page: Page): Promise<void> {
  await expect(page.locator('section.invoice-history')).toHaveAttribute('aria-busy', 'false');
}

function invoiceRow(page: Page, invoiceNumber: string) {
  return page.getByTestId('invoice-row').filter({ hasText: invoiceNumber });
}

test('completing a job from its card invoices it: in the manager, in the mail, the card read-only with only Re-generate Invoice', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `Priya Invoice ${stamp % 100000}`;
  const email = `e2e.complete.${stamp}@example.com`;
  const rego = `CJ${stamp % 10000}`;
  const token = await adminToken(request);
  const id = await createInvoicedCard(request, token, { customerName: name, customerEmail: email, carRego: rego });
  const restoreDetails = await ensureBusinessDetails(request, token);
  await setPricesIncludeGst(request, token, true);

  await signIn(page);
  await page.goto(`/admin/jobcards/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.locator('.totals')).toContainText('$749.90');
  // The browser notes when the server's message shows and when the app leaves for the list.
  await page.evaluate(() => {
    const marks = window as unknown as { noticeAt?: number; leftAt?: number };
    new MutationObserver(() => {
      if (marks.noticeAt === undefined && document.body.textContent?.includes('Job completed.')) marks.noticeAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    const push = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      marks.leftAt ??= performance.now();
      push(...args);
    };
  });
  await page.getByRole('button', { name: 'Complete Job & Generate Invoice' }).click();
  const question = page.getByRole('alertdialog', { name: 'Complete Job & Generate Invoice' });
  await expect(question).toContainText('Confirm Job Completion and Send Invoice?');
  // No GST question: the dialog states the totals and the workshop's pricing basis before anything is issued.
  await expect(question.getByTestId('completion-totals')).toContainText('$749.90');
  await expect(question).toContainText('Prices include GST (the workshop’s pricing setting).');
  // The customer never signed the terms: the question says so before the invoice goes out.
  await expect(question).toContainText('The customer has not signed the service terms.');
  // Completing is one request: the server records the Completed status step with the invoice.
  const mutations: string[] = [];
  page.on('request', (r) => {
    const body = r.url().endsWith('/graphql') && r.method() === 'POST' ? (r.postDataJSON() as { query?: string } | null) : null;
    const name = /^\s*mutation\s+(\w+)/.exec(body?.query ?? '')?.[1];
    if (name) mutations.push(name);
  });
  await question.getByRole('button', { name: 'Complete and send invoice' }).click();
  const notice = page.getByRole('status').filter({ hasText: /^Job completed\. Invoice INV-\d+ sent to/ });
  await expect(notice).toBeVisible();
  expect(mutations).toEqual(['AdminCompleteJobAndInvoice']);
  const invoiceNumber = INVOICE_NUMBER.exec((await notice.textContent()) ?? '')?.[0] ?? '';
  expect(invoiceNumber).not.toBe('');
  await restoreDetails();

  // Back to the list 2 s later; the card is Invoiced.
  await expect(page).toHaveURL(/\/admin\/jobcards$/, { timeout: 10_000 });
  const [noticeAt, leftAt] = await page.evaluate(() => {
    const marks = window as unknown as { noticeAt?: number; leftAt?: number };
    return [marks.noticeAt ?? NaN, marks.leftAt ?? NaN];
  });
  expect(leftAt - noticeAt).toBeGreaterThanOrEqual(1990);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Invoiced');

  // The customer got it with its PDF; inclusive prices: GST is 1/11 of the total.
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.includes(invoiceNumber));
  expect(mail.attachments.map((a) => a.contentType)).toContain('application/pdf');
  expect(mail.text).toContain('$749.90');
  expect(mail.text).toContain('$68.17');

  // The card is read-only: no quote, no completion, no autosave; only Re-generate Invoice.
  await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
  await expect(page.getByText('This job card has been invoiced and is read-only.')).toBeVisible();
  await expect(page.getByTestId('autosave-indicator')).toHaveText('Read-only');
  await expect(page.getByRole('button', { name: 'Complete Job & Generate Invoice' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate & Send Quote' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '+ Add Item' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Notes for the customer' })).toHaveJSProperty('readOnly', true);
  await expect(page.getByLabel('Job status')).toBeDisabled();
  const panel = page.getByTestId('jobcard-invoice');
  await expect(panel).toContainText(invoiceNumber);
  await expect(panel).toContainText('$749.90');
  await expect(panel.getByRole('listitem')).toHaveCount(1);

  // Re-generate asks first, and emails only when staff tick it: the same number, a second PDF (the first kept), mailed again.
  const before = (await caughtMail()).filter((m) => m.to.includes(email) && m.subject.includes(invoiceNumber)).length;
  await panel.getByRole('button', { name: 'Re-generate Invoice' }).click();
  const regenerate = page.getByRole('alertdialog', { name: 'Re-generate invoice?' });
  await expect(regenerate).toContainText('The earlier PDFs are kept.');
  await regenerate.getByRole('checkbox', { name: `Email it to ${email}` }).check();
  await regenerate.getByRole('button', { name: 'Re-generate and email' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invoice ${invoiceNumber} re-generated` })).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByRole('listitem').nth(1)).toContainText('Re-generated');
  await expect.poll(async () => (await caughtMail()).filter((m) => m.to.includes(email) && m.subject.includes(invoiceNumber)).length).toBe(before + 1);

  // The link to the invoice in the manager opens it there.
  await panel.getByRole('link', { name: 'Open in Invoice Manager' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/invoice\\?number=${invoiceNumber}$`));
  const dialog = page.getByRole('dialog', { name: `Invoice ${invoiceNumber}` });
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText('Total price includes GST.');
  await expect(dialog.getByRole('link', { name: 'Open job card' })).toHaveAttribute('href', `/admin/jobcards/${id}`);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  const row = invoiceRow(page, invoiceNumber);
  await expect(row).toContainText(name);
  await expect(row).toContainText(rego);
  await expect(row).toContainText('$749.90');
  await expect(row).toContainText('Unpaid');

  // The rego opens the vehicle's history: the job card and its invoice, with the totals.
  await row.getByRole('link', { name: `${rego}: vehicle history` }).click();
  await expect(page.getByRole('heading', { name: `Vehicle ${rego}`, level: 1 })).toBeVisible();
  const events = page.getByTestId('vehicle-event');
  await expect(events).toHaveCount(2);
  await expect(events.nth(0)).toContainText('Job card');
  await expect(events.nth(1)).toContainText(`Invoice ${invoiceNumber}`);
  await expect(page.getByTestId('vehicle-spent')).toHaveText('$749.90');
  await expect(page.getByTestId('vehicle-outstanding')).toHaveText('$749.90');
  await expect(page.getByTestId('vehicle-paid')).toHaveText('$0.00');
});

test('a standalone invoice: generated with diacritics, filtered, resent to an extra address, marked paid; another deleted', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `Nguyễn Thị Ánh ${stamp % 100000}`;
  const email = `e2e.anh.${stamp}@example.com`;
  const rego = `NT${stamp % 10000}`;
  const extra = `e2e.accounts.${stamp}@example.com`;
  const token = await adminToken(request);
  // The workshop enters prices with GST included (its pricing setting): the form says so, never asks.
  await setPricesIncludeGst(request, token, true);

  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Invoice Manager', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Invoice Manager', level: 1 })).toBeVisible();
  // The form is closed until asked for: most visits look an invoice up.
  await expect(page.getByRole('form', { name: 'Generate New Invoice' })).toBeHidden();
  const newInvoice = page.getByRole('button', { name: 'New invoice' });
  await expect(newInvoice).toHaveAttribute('aria-expanded', 'false');
  await newInvoice.click();
  await expect(newInvoice).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Generate New Invoice', level: 2 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Generate New Invoice' });
  // No ABN is saved (nor configured) on the e2e server.
  await expect(form.getByRole('alert')).toContainText('No ABN is saved, so invoices are titled ‘Invoice’.');

  await form.getByLabel('Customer Name').fill(name);
  await form.getByLabel('Customer Email').fill(email);
  await form.getByLabel('Car Rego').fill(rego.toLowerCase());
  await expect(form.getByLabel('GST percentage')).toHaveValue('10');
  await expect(form.getByLabel('Item 1 quantity')).toHaveValue('1');
  await expect(form.getByLabel('Item 1 unit price')).toHaveValue('0');
  // One row always remains: its remove button is hidden.
  await expect(form.getByRole('button', { name: /^Remove item/ })).toHaveCount(0);
  await form.getByLabel('Item 1 description').fill('Logbook service');
  await form.getByLabel('Item 1 unit price').fill('289');
  await form.getByRole('button', { name: '+ Add Item' }).click();
  await expect(form.getByRole('button', { name: /^Remove item/ })).toHaveCount(2);
  await form.getByLabel('Item 2 description').fill('Wiper blades');
  await form.getByLabel('Item 2 quantity').fill('2');
  await form.getByLabel('Item 2 unit price').fill('24.95');
  const totals = form.getByRole('definition');
  await expect(form.getByTestId('invoice-pricing-basis')).toContainText('Prices include GST');
  await expect(form.getByRole('radio')).toHaveCount(0);
  await expect(totals).toHaveText(['$308.09', '$30.81', '$338.90']);
  // Section 5: quantity at least 1, price at least 0 with cents; the browser refuses the rest.
  await form.getByLabel('Item 2 quantity').fill('0');
  await expect(form.getByLabel('Item 2 quantity')).toHaveJSProperty('validity.valid', false);
  await expect(form.getByText('Quantity must be at least 1.')).toBeVisible();
  await form.getByRole('button', { name: 'Generate & Send Invoice' }).click();
  await expect(page.getByRole('status').filter({ hasText: /created and sent/ })).toHaveCount(0);
  await form.getByLabel('Item 2 quantity').fill('2');
  await form.getByRole('button', { name: 'Generate & Send Invoice' }).click();
  const created = page.getByRole('status').filter({ hasText: `created and sent to ${email}` });
  await expect(created).toBeVisible();
  const invoiceNumber = INVOICE_NUMBER.exec((await created.textContent()) ?? '')?.[0] ?? '';
  // The form starts over with one empty row.
  await expect(form.getByLabel('Customer Name')).toHaveValue('');
  await expect(form.getByTestId('invoice-line')).toHaveCount(1);
  const issued = await waitForMail((m) => m.to.includes(email) && m.subject === `Invoice ${invoiceNumber} from Truganina Auto Care`);
  expect(issued.text).toContain(name);
  expect(issued.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);

  // Filters: part of the name in another case; the rego in lower case with a space.
  const other = await generateInvoice(request, token, `Delete Me ${stamp % 100000}`, `DM${stamp % 10000}`);
  await page.getByLabel('Filter by customer name').fill(name.slice(0, 10).toLocaleLowerCase('vi'));
  await filtersAnswered(page);
  await expect(page.getByTestId('invoice-row')).toHaveCount(1);
  await expect(page.getByText('1 invoice matches the filters')).toBeVisible();
  await page.getByLabel('Filter by customer name').fill('');
  await page.getByLabel('Filter by car rego').fill(`${rego.slice(0, 2).toLowerCase()} ${rego.slice(2)}`);
  await filtersAnswered(page);
  const row = invoiceRow(page, invoiceNumber);
  await expect(page.getByTestId('invoice-row')).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('$338.90');
  await expect(page.locator('.day-group__title').first()).toHaveText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? \d{1,2} \w+ \d{4}/);

  // View opens the PDF in a new tab through a one-document link.
  const [popup, response] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('response', (r) => r.url().includes(`/api/admin/invoices/view/${invoiceNumber}?token=`)),
    row.getByRole('button', { name: `View invoice ${invoiceNumber}` }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  await popup.close();

  // Resend: an invalid extra address is refused with the server's message, then a good one.
  await row.getByRole('button', { name: `Resend invoice ${invoiceNumber}` }).click();
  const resend = page.getByRole('dialog', { name: `Resend invoice ${invoiceNumber}` });
  await resend.getByLabel('Additional email addresses (optional)').fill('not-an-email');
  await resend.getByRole('button', { name: 'Resend Invoice' }).click();
  await expect(resend.getByRole('alert')).toContainText('Not a valid email address: not-an-email.');
  expect(await seriousViolations(page)).toEqual([]);
  await resend.getByLabel('Additional email addresses (optional)').fill(` ${extra} , ,`);
  await resend.getByRole('button', { name: 'Resend Invoice' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invoice ${invoiceNumber} resent to ${email}, ${extra}.` })).toBeVisible();
  await expect(resend).toHaveCount(0);
  const resent = await waitForMail((m) => m.to.includes(extra) && m.subject.includes(invoiceNumber));
  expect(resent.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

  // Mark as Paid: confirmed, mailed to the customer, and no way back.
  await row.getByRole('button', { name: `Mark as Paid: invoice ${invoiceNumber}` }).click();
  const confirmPaid = page.getByRole('alertdialog');
  await expect(confirmPaid).toContainText(`Mark invoice ${invoiceNumber} as PAID and resend to customer?`);
  await confirmPaid.getByRole('button', { name: 'Yes, Mark as Paid' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invoice ${invoiceNumber} marked as paid` })).toBeVisible();
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('button', { name: `Mark as Paid: invoice ${invoiceNumber}` })).toHaveCount(0);
  await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Payment received') && m.subject.includes(invoiceNumber));
  await page.getByLabel('Filter by status').selectOption('Unpaid');
  await expect(page.getByText('No invoices found.')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('Paid');
  await expect(row).toBeVisible();

  // The CSV export for the accountant: Xero's template, one row per line.
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export CSV' });
  await expect(exportDialog.getByRole('status')).toContainText(/\d+ invoices? issued in this range\./);
  // The range mixes prices with GST (this invoice) and without (the other): Xero takes one kind per file.
  await exportDialog.getByLabel(/Which invoices\?/).selectOption('inclusive');
  expect(await seriousViolations(page)).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^xero-sales-invoices-.+-tax-inclusive\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^\*ContactName,EmailAddress,/);
  expect(csv.split('\r\n').filter((line) => line.includes(invoiceNumber))).toHaveLength(2);

  // Delete the other one, by its number.
  await page.getByLabel('Filter by status').selectOption('All');
  await page.getByLabel('Filter by car rego').fill('');
  await page.getByLabel('Filter by invoice number').fill(other.toLowerCase());
  await filtersAnswered(page);
  const otherRow = invoiceRow(page, other);
  await expect(page.getByTestId('invoice-row')).toHaveCount(1);
  // It was sent: the action reads Void, and says what will happen.
  await expect(otherRow.getByRole('button', { name: `Delete invoice ${other}` })).toHaveCount(0);
  await otherRow.getByRole('button', { name: `Void invoice ${other}` }).click();
  const confirmDelete = page.getByRole('alertdialog');
  await expect(confirmDelete).toContainText(`Void ${other}? An adjustment note will be issued and emailed to the customer; payments already recorded stay recorded.`);
  await confirmDelete.getByRole('button', { name: 'Yes, Void' }).click();
  // It was sent, so it is voided: the notice says so, with its adjustment note and to whom it went.
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`${other} is voided; adjustment note CN-\\d{6} was emailed to \\S+@example\\.com\\.`) })).toBeVisible();
  await expect(page.getByText('No invoices found.')).toBeVisible();
});

test('the history loads the next page as the list end scrolls into view', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const token = await adminToken(request);
  const prefix = `Paging ${stamp % 100000}`;
  for (let i = 1; i <= 55; i++) await generateInvoice(request, token, `${prefix} #${i}`, `PG${i}`, i);

  await signIn(page);
  await page.goto('/admin/invoice');
  await page.getByLabel('Filter by customer name').fill(prefix);
  // The unfiltered list may look the same (its newest 50 can be these), so wait for the filtered answer.
  await filtersAnswered(page);
  // Newest first: the last one generated is on top.
  await expect(page.getByTestId('invoice-row').first()).toContainText(`${prefix} #55`);
  await expect(page.getByTestId('invoice-row')).toHaveCount(50);
  await expect(page.getByText('50 invoices match the filters, more below')).toBeVisible();
  // Scrolled by the page itself, at once: the list may re-render (live updates) while Playwright
  // waits for a located element to be stable, and the button goes as soon as the next page loads.
  await page.evaluate(() => {
    const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.includes('Load more invoices'));
    if (!button) throw new Error('no "Load more invoices" button');
    button.scrollIntoView({ block: 'end' });
  });
  await expect(page.getByTestId('invoice-row')).toHaveCount(55);
  await expect(page.getByText('All 55 invoices shown.')).toBeVisible();
  await expect(page.getByTestId('invoice-row').last()).toContainText(`${prefix} #1`);
});

test('the Invoice Manager, an Invoiced job card and a vehicle history fit a phone and a desktop, without serious accessibility violations', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const token = await adminToken(request);
  const rego = `SH${stamp % 10000}`;
  const id = await createInvoicedCard(request, token, { customerName: 'Ánh Screenshot', customerEmail: `e2e.shot.${stamp}@example.com`, carRego: rego });
  const restoreDetails = await ensureBusinessDetails(request, token);
  await graphql(request, 'mutation($id: ID!) { completeJobAndInvoice(jobCardId: $id, gstIncluded: false) { message } }', { id }, token);
  await restoreDetails();
  await generateInvoice(request, token, 'Ánh Screenshot', rego, 180);

  await signIn(page);
  for (const [label, width, height] of [
    ['desktop', 1280, 900],
    ['mobile', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [name, path, ready] of [
      ['invoice-manager', '/admin/invoice', page.getByTestId('invoice-row').first()],
      ['jobcard-invoiced', `/admin/jobcards/${id}`, page.getByTestId('jobcard-invoice').getByRole('listitem').first()],
      ['vehicle-history', `/admin/vehicles/${rego}`, page.getByTestId('vehicle-event').first()],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      // Nothing sticks out sideways: the page never scrolls horizontally.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} at ${width} px`).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
      const file = `${name}-${label}.png`;
      await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
      // For a person to look at: the first few screens, one file each.
      const dir = process.env.SCREENSHOT_DIR;
      for (let screen = 0; dir && screen < 4; screen++) {
        await page.evaluate((y) => window.scrollTo(0, y), screen * height);
        await page.screenshot({ path: `${dir}/${name}-${label}-${screen}.png` });
      }
      if (dir && name === 'invoice-manager') {
        const first = page.getByTestId('invoice-row').first();
        await first.getByRole('button', { name: /^INV-\d{6,}$/ }).click();
        await expect(page.getByRole('dialog').getByText('PDFs issued')).toBeVisible();
        await page.screenshot({ path: `${dir}/invoice-dialog-${label}.png` });
        await page.getByRole('dialog').getByRole('button', { name: 'Resend' }).click();
        await page.screenshot({ path: `${dir}/resend-dialog-${label}.png` });
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Export CSV' }).click();
        await expect(page.getByRole('dialog').getByRole('status')).toContainText('issued in this range');
        await page.screenshot({ path: `${dir}/export-dialog-${label}.png` });
        await page.keyboard.press('Escape');
      }
    }
  }
});

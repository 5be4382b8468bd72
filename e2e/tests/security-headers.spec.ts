/**
 * The pages' security headers in a real browser: a page of another origin that frames the quote,
 * the signing page or the admin sign-in sees nothing of them (frame-ancestors 'none'), and every
 * public and admin page runs under its Content-Security-Policy without a single violation — its
 * inline scripts (allowed by hash) ran, the app hydrated, and the signature pad, an inspection
 * photo, the two-factor QR code and an email in its sandboxed frame all work.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, graphql, signIn } from './support/admin-session.js';
import { clearMailbox, composeMail, seedMailbox } from './support/mailbox.js';

const NOT_A_TOKEN = '0'.repeat(64);

/**
 * Records what the page's own policy refused (the event, in the page's document), and any CSP
 * complaint the console shows outside an email's frame (whose own stricter policy refuses remote
 * images on purpose). Also marks the moment the app has hydrated: the inline loader's
 * `__APP_BOOT__.hydrated()` is called then, so a refused inline script never gets there.
 */
async function watch(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.exposeFunction('__reportCsp', (line: string) => refused.push(line));
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __reportCsp(line: string): void };
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__reportCsp(`${location.pathname}: ${e.violatedDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
    let boot: { hydrated(): void } | undefined;
    Object.defineProperty(window, '__APP_BOOT__', {
      configurable: true,
      get: () => boot,
      set(value: { hydrated(): void }) {
        const hydrated = value.hydrated;
        value.hydrated = function () {
          w.__hydrated = true;
          return hydrated.call(this);
        };
        boot = value;
      },
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Permissions-Policy/.test(message.text()) && !message.location().url.startsWith('about:srcdoc')) refused.push(`console: ${message.text()}`);
  });
  return refused;
}

async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true), { timeout: 15_000 }).toBe(true);
}

/** The admin's session token, from the REST sign-in. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function createCard(request: APIRequestContext, token: string, name: string): Promise<string> {
  const stamp = Date.now();
  const { createJobCard } = await graphql<{ createJobCard: { id: string } }>(
    request,
    'mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id } }',
    { input: { customerName: name, customerEmail: `e2e.csp.${stamp}@example.com`, carRego: `CSP${stamp % 1000}` } },
    token,
  );
  return createJobCard.id;
}

async function createQuote(request: APIRequestContext, token: string, card: string): Promise<string> {
  const data = await graphql<{ generateQuote: { quote: { id: string } } }>(
    request,
    'mutation($id: ID!, $input: GenerateQuoteInput!) { generateQuote(id: $id, input: $input) { quote { id } } }',
    { id: card, input: { items: [{ description: 'Timing belt kit', quantity: 1, unitPrice: 550 }], gstIncludedInEstimate: true } },
    token,
  );
  return data.generateQuote.quote.id;
}

/** A site of another origin (another port): a page with the given frames, and one frame of its own as a control. */
async function hostileSite(frames: Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (req.url === '/control') return res.end('<!doctype html><title>control</title><p>Control frame content</p>');
    const iframes = Object.entries(frames)
      .map(([id, src]) => `<iframe id="${id}" title="${id}" src="${src}" width="400" height="300"></iframe>`)
      .join('');
    res.end(`<!doctype html><title>Win a prize</title><iframe id="control" title="control" src="/control"></iframe>${iframes}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('a page of another origin framing the quote, the signing page or the admin sign-in sees nothing of them', async ({ page, request, baseURL }) => {
  const token = await adminToken(request);
  const card = await createCard(request, token, 'Framed Customer');
  const quote = await createQuote(request, token, card);
  // The quote is real and approvable when opened as itself.
  await page.goto(`/quote/${quote}`);
  await expect(page.getByRole('button', { name: 'Approve Quote' })).toBeVisible();

  const refusedFrames: string[] = [];
  page.on('console', (message) => {
    if (/Refused to frame|frame-ancestors/.test(message.text())) refusedFrames.push(message.text());
  });
  const site = await hostileSite({ quote: `${baseURL}/quote/${quote}`, signing: `${baseURL}/accept-policy/${card}`, login: `${baseURL}/admin/login` });
  try {
    await page.goto(site.url);
    // The control frame (no policy against it) shows: the test can see a frame's content.
    await expect(page.frameLocator('#control').getByText('Control frame content')).toBeVisible();
    await expect.poll(() => refusedFrames.length).toBeGreaterThanOrEqual(3);
    for (const id of ['quote', 'signing', 'login']) {
      const frame = await (await page.locator(`#${id}`).elementHandle())!.contentFrame();
      // Chromium puts its own error page in a refused frame: none of the app's page is there.
      expect(frame?.url()).not.toContain(String(baseURL));
      await expect(page.frameLocator(`#${id}`).locator('#root')).toHaveCount(0);
    }
    await expect(page.frameLocator('#quote').getByRole('button', { name: 'Approve Quote' })).toHaveCount(0);
    await expect(page.frameLocator('#login').getByLabel('Password')).toHaveCount(0);
  } finally {
    await site.close();
  }
});

test('every public page runs under its policy without a violation: the app hydrates, the signature pad signs', async ({ page, request }) => {
  test.setTimeout(120_000);
  const refused = await watch(page);
  for (const path of ['/', '/services', '/about', '/contact', '/privacy-policy', '/terms-of-service', '/booking', '/cancel?id=short', `/unsubscribe/${NOT_A_TOKEN}`, '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated(page);
  }
  // The booking form's date picker and availability (GraphQL from the page).
  await page.goto('/booking');
  await hydrated(page);
  await page.getByRole('heading', { level: 1 }).click();

  const token = await adminToken(request);
  const card = await createCard(request, token, 'Policy Signer');
  await page.goto(`/accept-policy/${card}`);
  await hydrated(page);
  const pad = page.getByRole('img', { name: 'Your signature' });
  // The pad sizes its bitmap once it runs.
  await expect.poll(() => pad.evaluate((c: HTMLCanvasElement) => c.width === Math.round(c.getBoundingClientRect().width) && c.width > 0)).toBe(true);
  expect(refused).toEqual([]);
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 15; i++) await page.mouse.move(box.x + 30 + i * 12, box.y + box.height * (0.6 - 0.3 * Math.sin(i / 3)), { steps: 2 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Accept Terms' }).click();
  await expect(page.getByText('Acceptance Recorded. Thank you!')).toBeVisible();

  const quote = await createQuote(request, token, await createCard(request, token, 'Quote Approver'));
  await page.goto(`/quote/${quote}`);
  await hydrated(page);
  await page.getByLabel('Your name').fill('Quote Approver');
  await page.getByRole('button', { name: 'Approve Quote' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(refused).toEqual([]);
});

test('every admin page runs under its policy without a violation: an inspection photo, the two-factor QR code, an email', async ({ page, request }) => {
  test.setTimeout(180_000);
  const refused = await watch(page);
  const token = await adminToken(request);
  const card = await createCard(request, token, 'Inspected Csp');
  await clearMailbox();
  await seedMailbox([
    {
      raw: await composeMail({
        from: 'Styled Sender <styled@example.com>',
        subject: 'A styled message',
        html: '<style>p.big { font-size: 30px; }</style><p class="big" style="color: rgb(200, 0, 0)">Styled body</p><img src="https://images.example/pic.png" alt="">',
      }),
    },
  ]);
  const remote: string[] = [];
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    remote.push(route.request().url());
    return route.abort();
  });

  await signIn(page);
  await hydrated(page);
  for (const path of [
    '/admin',
    '/admin/diary',
    '/admin/appointments',
    '/admin/contact-queries',
    '/admin/reminders',
    '/admin/jobcards',
    '/admin/customers',
    '/admin/invoice',
    '/admin/vehicles',
    '/admin/monitor',
    '/admin/analytics',
    '/admin/settings',
    '/admin/settings/inspection',
    '/admin/activity',
    '/admin/team',
    '/admin/emails',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated(page);
  }

  // An email: the frame's own <style> and style="" apply (the page's policy, which the frame inherits, allows them); images on request.
  await page.getByRole('row').filter({ hasText: 'A styled message' }).getByRole('button', { name: /^A styled message/ }).click();
  const frame = page.frameLocator('[data-testid="message-frame"]');
  await expect(frame.getByText('Styled body')).toBeVisible();
  expect(await frame.getByText('Styled body').evaluate((p) => [getComputedStyle(p).fontSize, getComputedStyle(p).color])).toEqual(['30px', 'rgb(200, 0, 0)']);
  await page.getByRole('button', { name: 'Show images' }).click();
  await expect.poll(() => remote).toContain('https://images.example/pic.png');

  // An inspection photo: sent, then shown from a blob: URL.
  await page.goto(`/admin/jobcards/${card}`);
  await hydrated(page);
  const tread = page.getByRole('article', { name: 'Tread depth' });
  const photo = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#f59e0b';
    g.fillRect(0, 0, 400, 300);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  await tread.getByLabel('Add photo to Tread depth').setInputFiles({ name: 'tyre.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo.slice(photo.indexOf(',') + 1), 'base64') });
  const thumbnail = tread.getByRole('button', { name: 'Enlarge photo 1 of Tread depth' }).locator('img');
  await expect(thumbnail).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The two-factor setup's QR code (a data: image).
  await page.goto('/admin/profile');
  await hydrated(page);
  const twoFactor = page.getByTestId('two-factor-panel');
  await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const qr = twoFactor.getByRole('img', { name: /QR code/ });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  expect(refused).toEqual([]);
});

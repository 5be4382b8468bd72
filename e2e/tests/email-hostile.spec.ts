/**
 * The hostile-mail corpus (api/test/fixtures/hostile-mail: scripts, handlers, javascript: and
 * data: URLs, SVG, mutation tricks, meta refresh, base, forms, CSS, trackers, malformed MIME and
 * charsets, a 5 MB message) opened one by one in Chromium, as the admin would. Each fails the run
 * if a dialog opens, a script runs (its postMessage reaches the page, or the browser reports a
 * blocked script), any request leaves for a host other than the app, or the frame can read the
 * admin's token.
 */
import { expect, test, type Browser, type Frame, type Page } from '@playwright/test';
import { hostileCorpus } from '../../api/test/fixtures/hostile-mail/corpus';
import { sessionToken, signIn } from './support/admin-session.js';
import { clearMailbox, seedMailbox } from './support/mailbox.js';

test.describe.configure({ mode: 'serial' });
// A trace snapshots the DOM at every step: with a 5 MB message in the frame that alone takes minutes.
test.use({ trace: 'off' });

const corpus = hostileCorpus();

interface Incidents {
  dialogs: string[];
  requests: string[];
  console: string[];
}

let page: Page;
const incidents: Incidents = { dialogs: [], requests: [], console: [] };

async function openAdmin(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const app = new URL(baseURL).host;
  // Everything not addressed to the app is recorded and refused (nothing leaves the machine).
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host === app) return route.continue();
    incidents.requests.push(route.request().url());
    return route.abort();
  });
  const created = await context.newPage();
  created.on('dialog', (dialog) => {
    incidents.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // The browser reports what the frame's CSP had to stop: the sanitizer let it through. (The
  // sandbox's "Blocked script execution" notices are left out: Playwright's own instrumentation
  // of the frame causes them now and then; the DOM checks below prove no script is in the frame.)
  created.on('console', (message) => {
    if (/Refused to (execute|load|apply|connect|frame)|Content Security Policy/i.test(message.text())) incidents.console.push(message.text());
  });
  return created;
}

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  await clearMailbox();
  await seedMailbox(corpus.map((c) => ({ raw: c.raw })));
  page = await openAdmin(browser, baseURL!);
  await signIn(page);
  // A script that ran in a frame would post to its parent: the page listens. (Not an init script:
  // that would also try to run in the sandboxed frames, and be reported as blocked.)
  await page.evaluate(() => {
    const w = window as unknown as { __frameMessages: string[] };
    w.__frameMessages = [];
    window.addEventListener('message', (event) => w.__frameMessages.push(String(event.data)));
  });
  await page.getByRole('link', { name: /Email Manager/ }).click();
  await expect(page.getByText(`${corpus.length} emails in the last 30 days.`)).toBeVisible({ timeout: 30_000 });
});

test.afterAll(async () => {
  await page?.context().close();
});

async function messageFrame(): Promise<Frame> {
  const element = await page.getByTestId('message-frame').elementHandle();
  const frame = await element!.contentFrame();
  await frame!.waitForLoadState('load');
  return frame!;
}

test('the corpus holds at least 40 messages across every category, a 5 MB one among them', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(40);
  expect(new Set(corpus.map((c) => c.category)).size).toBeGreaterThanOrEqual(13);
  expect(Math.max(...corpus.map((c) => c.raw.length))).toBeGreaterThanOrEqual(5 * 1024 * 1024);
});

for (const message of corpus) {
  test(`${message.name} (${message.category}) opens inert`, async () => {
    test.setTimeout(90_000);
    const before = { ...incidents, dialogs: [...incidents.dialogs], requests: [...incidents.requests], console: [...incidents.console] };
    const subject = message.subject;
    await page.getByRole('row').filter({ hasText: subject }).getByRole('button', { name: subject, exact: false }).first().click();
    const view = page.getByRole('dialog');
    await expect(view.getByTestId('message-frame')).toBeVisible({ timeout: 30_000 });
    const frame = await messageFrame();

    // The frame is sandboxed without scripts or same origin, and has its CSP.
    const sandbox = await page.getByTestId('message-frame').getAttribute('sandbox');
    expect(sandbox).not.toMatch(/allow-scripts|allow-same-origin/);
    // (Read with evaluate: a locator action on <head> content makes Playwright try a script the sandbox reports as blocked.)
    const csp = await frame.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'));
    expect(csp).toContain("script-src 'none'");

    // Nothing that runs, submits, redirects or embeds is left in the document.
    expect(await frame.locator('body script, iframe, frame, object, embed, form, input, svg, math, base[href], meta[http-equiv="refresh"], link').count()).toBe(0);
    const live = await frame.evaluate(() =>
      Array.from(document.querySelectorAll('*')).flatMap((el) =>
        Array.from(el.attributes)
          .filter((a) => /^on/i.test(a.name) || /^\s*(javascript|data|vbscript):/i.test(a.value) || (/^(src|background)$/i.test(a.name) && !a.value.startsWith('/api/')))
          .map((a) => `<${el.tagName.toLowerCase()} ${a.name}="${a.value.slice(0, 60)}">`),
      ),
    );
    expect(live).toEqual([]);

    // The admin's token is out of the frame's reach: its storage and its parent are another origin.
    const reach = await frame.evaluate(() => {
      const attempts: Record<string, string> = {};
      const tryRead = (name: string, read: () => unknown) => {
        try {
          attempts[name] = String(read());
        } catch (error) {
          attempts[name] = `denied (${(error as Error).name})`;
        }
      };
      tryRead('sessionStorage', () => window.sessionStorage.getItem('adminToken'));
      tryRead('parent sessionStorage', () => window.parent.sessionStorage.getItem('adminToken'));
      tryRead('parent document', () => window.parent.document.body.innerHTML.length);
      tryRead('origin', () => window.origin);
      return attempts;
    });
    expect(reach['sessionStorage']).toMatch(/^denied/);
    expect(reach['parent sessionStorage']).toMatch(/^denied/);
    expect(reach['parent document']).toMatch(/^denied/);
    expect(reach['origin']).toBe('null');
    const token = await sessionToken(page);
    expect(token).toBeTruthy();
    expect(await frame.content()).not.toContain(token!);

    // A negative check cannot wait for a condition: give anything delayed (a refresh, a lazy
    // load, an animation's event) a quarter of a second to show itself.
    await page.waitForTimeout(250);
    expect(await page.evaluate(() => (window as unknown as { __frameMessages: string[] }).__frameMessages)).toEqual([]);
    expect(page.url()).toMatch(/\/admin\/emails$/);
    expect(incidents.dialogs).toEqual(before.dialogs);
    expect(incidents.requests).toEqual(before.requests);
    expect(incidents.console).toEqual(before.console);

    await view.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(view).toBeHidden();
  });
}

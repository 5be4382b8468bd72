/**
 * Texts and online payment in Settings: with no Twilio account in the server's environment, the
 * owner sees that texts are not connected (saved as files), enters the workshop's Twilio account,
 * and the warning goes; a test text to a mobile the owner types is queued through the account.
 * The online payment section shows the webhook address to paste into Stripe.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { openSettings } from './support/business-settings.js';
import { mailPort } from './support/mail.js';

/** api/test/twilio-stand-in.ts's TWILIO_TEST_SID and TWILIO_TEST_TOKEN (the e2e server's Twilio stand-in accepts them). */
const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'standin-auth-token-0123456789';

/** Restarts the api (same database), leaving out the environment variables named (none: all back). */
async function restartApi(without: string[] = []) {
  const res = await fetch(`http://127.0.0.1:${mailPort}/restart-api${without.length ? `?without=${without.join(',')}` : ''}`, { method: 'POST' });
  expect(res.status).toBe(200);
}

test('the owner connects texts in Settings: the not-connected warning goes and a test text goes through the account', async ({ page }) => {
  test.setTimeout(120_000);
  // The e2e server gives the api a Twilio account, which would win over the app: left out for this journey.
  await restartApi(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']);
  try {
    await openSettings(page);
    const texts = page.getByRole('form', { name: 'Texts' });
    const warning = texts.getByTestId('texts-not-connected');
    await expect(warning).toContainText(/Texts are not connected: each text is saved as a file under .*outbox[/\\]sms[/\\] instead of being sent\./);

    await texts.getByLabel('Account SID').fill(ACCOUNT_SID);
    await texts.getByLabel('Auth token').fill(AUTH_TOKEN);
    await texts.getByLabel('Sender').fill('not a sender!');
    await texts.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(texts.getByRole('alert').filter({ hasText: 'Sender must be a number in E.164' })).toBeVisible();
    await expect(texts.getByLabel('Sender')).toHaveAttribute('aria-invalid', 'true');

    await texts.getByLabel('Sender').fill('TruganinaAC');
    await texts.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Text settings saved. Texts go through this account from now on.' })).toBeVisible();
    await expect(warning).toHaveCount(0);
    await expect(texts.getByLabel('Auth token')).toHaveValue('');
    await expect(texts.getByLabel('Auth token')).toHaveAttribute('placeholder', 'saved');

    await texts.getByLabel('Send a test text to').fill('0412 345 678');
    await texts.getByRole('button', { name: 'Send a test text' }).click();
    await expect(texts.getByRole('status').filter({ hasText: /^Test text to \+61412345678 queued: it goes through Twilio account AC012345/ })).toBeVisible();

    const payment = page.locator('#online-payment');
    await expect(payment.getByTestId('stripe-webhook-url')).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/api\/payments\/stripe\/webhook$/);
    expect(await seriousViolations(page)).toEqual([]);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator('#texts').scrollIntoViewIfNeeded();
      await page.locator('#texts').screenshot({ path: test.info().outputPath(`texts-settings-${width}.png`) });
      await page.locator('#online-payment').screenshot({ path: test.info().outputPath(`online-payment-${width}.png`) });
    }
  } finally {
    await restartApi();
  }
});

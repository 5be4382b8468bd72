/** Reads what the e2e SMTP receiver caught (see e2e/server.mjs). */
import { expect } from '@playwright/test';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string }>;
}

const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3301);

export async function caughtMail(): Promise<CaughtMail[]> {
  const res = await fetch(`http://127.0.0.1:${mailPort}/messages`);
  return (await res.json()) as CaughtMail[];
}

/** Waits until a message matching `predicate` arrives. */
export async function waitForMail(predicate: (m: CaughtMail) => boolean): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      found = (await caughtMail()).find(predicate);
      return Boolean(found);
    }, { timeout: 15_000, message: 'expected an email to arrive at the SMTP receiver' })
    .toBe(true);
  return found!;
}

/** Reads what the e2e SMTP receiver caught (see e2e/server.mjs). */
import { expect } from '@playwright/test';

export interface CaughtMail {
  to: string[];
  subject: string;
  messageId: string | null;
  inReplyTo: string | null;
  references: string | string[] | null;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string }>;
}

// Beside the app's port, as e2e/server.mjs opens it.
export const mailPort = Number(process.env.E2E_MAIL_PORT ?? Number(process.env.E2E_PORT ?? 3300) + 1);

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

/** A test server whose IMAP_URL is a fresh Dovecot: the Email Manager's integration tests start here. */
import { startDovecot, type Dovecot } from '../dovecot.js';
import { startTestServer, type TestServer, type TestServerOptions } from '../harness.js';

export interface MailboxTestServer {
  t: TestServer;
  dovecot: Dovecot;
  close(): Promise<void>;
}

export async function startMailboxServer(options: TestServerOptions = {}): Promise<MailboxTestServer> {
  const dovecot = await startDovecot();
  try {
    const t = await startTestServer({ ...options, env: { IMAP_URL: dovecot.url(), IMAP_TIMEOUT_MS: '5000', ...options.env } });
    return {
      t,
      dovecot,
      async close() {
        await t.close();
        await dovecot.close();
      },
    };
  } catch (err) {
    await dovecot.close();
    throw err;
  }
}

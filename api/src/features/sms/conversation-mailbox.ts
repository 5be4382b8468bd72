/**
 * A customer's mail in the workshop's mailbox (the Email Manager's INBOX), for their conversation:
 * the newest 50 messages from their address, each by its subject. The mailbox is asked for at
 * most 2 seconds; when it is not set up, slow or failing, the conversation is shown without that
 * mail and says why. One answer serves the same address for 10 seconds, so a page that asks for
 * the conversation and the mailbox's state at once searches the mailbox once.
 */
import type { FeatureLog } from '../../feature.js';
import type { MailboxMail } from '../email/public.js';
import { ConversationEntry } from './sms-inbox.types.js';

/** The most mailbox messages a conversation lists (the newest). */
const MAILBOX_LIMIT = 50;
/** How long the conversation waits for the mailbox. */
const MAILBOX_WAIT_MS = 2000;
/** How long one answer of the mailbox serves the same address. */
const REUSE_MS = 10_000;

/** Whether the conversation lists the mailbox's mail: 'listed', 'not connected' (no mailbox set up) or 'unavailable' (it did not answer in time, or failed). */
export type MailboxState = 'listed' | 'not connected' | 'unavailable';

export interface MailboxFinder {
  messagesOf(address: string, limit: number): Promise<MailboxMail[] | null>;
}

export interface MailboxPart {
  state: MailboxState;
  entries: ConversationEntry[];
}

class TooSlow extends Error {}

export class ConversationMailbox {
  private readonly recent = new Map<string, { until: number; answer: Promise<MailboxPart> }>();
  private log: Pick<FeatureLog, 'warn'> | null = null;

  constructor(private readonly finder: MailboxFinder) {}

  logTo(log: Pick<FeatureLog, 'warn'>): void {
    this.log = log;
  }

  /** The mail from `address` in the mailbox (an address-less customer has none: listed, empty). */
  of(address: string | null | undefined): Promise<MailboxPart> {
    const key = address?.trim().toLowerCase();
    if (!key) return Promise.resolve({ state: 'listed', entries: [] });
    const now = Date.now();
    for (const [k, v] of this.recent) if (v.until <= now) this.recent.delete(k);
    const kept = this.recent.get(key);
    if (kept) return kept.answer;
    const answer = this.ask(key);
    this.recent.set(key, { until: now + REUSE_MS, answer });
    return answer;
  }

  private async ask(address: string): Promise<MailboxPart> {
    let timer: NodeJS.Timeout | undefined;
    const search = this.finder.messagesOf(address, MAILBOX_LIMIT);
    // A search that ends after the wait is no longer awaited: its failure is dropped.
    search.catch(() => undefined);
    try {
      const found = await Promise.race([search, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new TooSlow()), MAILBOX_WAIT_MS)))]);
      if (found === null) return { state: 'not connected', entries: [] };
      return { state: 'listed', entries: found.map(toEntry) };
    } catch (err) {
      const reason = err instanceof TooSlow ? `no answer within ${MAILBOX_WAIT_MS} ms` : err instanceof Error ? err.message : String(err);
      this.log?.warn({ reason }, 'The mailbox did not answer for a customer’s conversation: it is shown without their mailbox mail');
      return { state: 'unavailable', entries: [] };
    } finally {
      clearTimeout(timer);
    }
  }
}

function toEntry(m: MailboxMail): ConversationEntry {
  return Object.assign(new ConversationEntry(), {
    id: `mailbox:${m.uid}`,
    channel: 'email',
    direction: 'in',
    body: m.subject || '(no subject)',
    at: m.date,
    status: 'received',
    unread: false,
  } satisfies ConversationEntry);
}

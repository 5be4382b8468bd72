/**
 * Stored copies of mail that name a person: when they are erased (any message to one of their
 * addresses or naming them), and, by the retention setting, every message older than a period.
 * A message not sent yet to them is dropped; the rest keep their dates and status only.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows } from '../../shared/erasure.js';

const EMPTIED = `update outbox_message set "to" = 'erased@invalid', reply_to = null, subject = '', text = null, html = null, payload = '{}'::jsonb, attachments = '[]'::jsonb`;

/** `pattern`: a case-blind POSIX regular expression of the person's details (shared/erasure.ts `detailsPattern`). */
export async function eraseMessagesNaming(tx: EntityManager, pattern: string | null, emails: string[]): Promise<Record<string, number>> {
  const dropped = emails.length ? await changedRows(tx, `delete from outbox_message where status = 'pending' and lower("to") = any(?)`, [emails]) : 0;
  const emptied = await changedRows(
    tx,
    `${EMPTIED} where lower("to") = any(?) or (?::text is not null and (subject ~* ? or text ~* ? or html ~* ? or payload::text ~* ?))`,
    [emails, pattern, pattern, pattern, pattern, pattern],
  );
  return { 'outbox_message.deleted': dropped, 'outbox_message.deidentified': emptied };
}

/** Mail created before `before` (sent or given up on) emptied. */
export function deidentifyMessagesBefore(tx: EntityManager, before: Date): Promise<number> {
  return changedRows(tx, `${EMPTIED} where created_at < ? and status <> 'pending' and "to" <> 'erased@invalid'`, [before]);
}

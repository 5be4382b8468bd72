/**
 * Quote figures for analytics: the quotes sent in a period that still stand (a superseded quote
 * was replaced by a newer one for the same job), and how customers answered them. A quote counts
 * as accepted when the customer approved it online, or when it was the standing quote of a job
 * that went on to be invoiced (approved by phone or at the counter).
 */
import type { EntityManager } from '@mikro-orm/postgresql';

export interface QuoteFigures {
  sent: number;
  accepted: number;
  declined: number;
  /** Neither accepted nor declined yet. */
  awaiting: number;
}

export async function quoteFigures(em: EntityManager, start: Date, end: Date): Promise<QuoteFigures> {
  const [row] = await em.execute<Array<{ sent: number; accepted: number; declined: number }>>(
    `SELECT count(*)::int AS sent,
            count(*) FILTER (WHERE q.status = 'approved' OR (q.status = 'sent' AND c.status = 'Invoiced'))::int AS accepted,
            count(*) FILTER (WHERE q.status = 'declined')::int AS declined
     FROM quote q JOIN job_card c ON c._id = q.job_card_id
     WHERE q.sent_at >= ? AND q.sent_at < ? AND q.status <> 'superseded'`,
    [start.toISOString(), end.toISOString()],
  );
  return { sent: row.sent, accepted: row.accepted, declined: row.declined, awaiting: row.sent - row.accepted - row.declined };
}

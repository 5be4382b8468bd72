import { Migration } from '@mikro-orm/migrations';

/**
 * The mail worker claims its next batch with outbox_claim(): the oldest due messages, read in the
 * due index's order and never sorted. The table's statistics lag behind a backlog (a fresh
 * database's outbox has none until it is first analyzed; a reminder run or a burst of bookings
 * queues thousands of messages within a minute), and with a handful of pending rows expected the
 * planner read every pending row and sorted them, for each batch of ten: 40-90 ms a claim with
 * 30,000 queued (measured), the backlog drained in quadratic time. Sorting is disabled for the
 * function's own statements only, so the claim reads about as many rows as it takes.
 */
export class Migration20261210000000 extends Migration {
  override name = 'Migration20261210000000';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function outbox_claim(p_lease_ms int, p_worker text, p_batch int) returns setof outbox_message
      language sql volatile set enable_sort = off as $$
        update outbox_message m set locked_until = now() + (p_lease_ms * interval '1 millisecond'), locked_by = p_worker
        where m.id in (
          select q.id from outbox_message q
          where q.status = 'pending' and q.next_attempt_at <= now() and (q.locked_until is null or q.locked_until < now())
          order by q.next_attempt_at limit p_batch for update skip locked)
        returning m.*
      $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists outbox_claim(int, text, int);`);
  }
}

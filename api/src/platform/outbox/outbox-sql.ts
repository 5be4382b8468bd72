/**
 * Mail queued by a feature's own statement, with the rows it belongs to (a booking's group commit,
 * a reminder run: one statement each). The SQL naming the outbox's table is the platform's: a
 * feature gives the messages, this queues them as OutboxService.enqueue would, due at once.
 */

/**
 * SQL of a new message's id, taken before its row is written, so a row of the same statement can
 * name its message (a reminder's `outbox_message_id`): queue it with `queueMessages(…, { ids: true })`.
 */
export const NEXT_MESSAGE_ID = `nextval(pg_get_serial_sequence('outbox_message', 'id'))`;

/**
 * An `INSERT` queueing the messages `select` gives, each pending and due now: its columns are
 * (recipient, template, payload version, payload), with the message's id first when `ids` (ids
 * from NEXT_MESSAGE_ID). Add `RETURNING id` to count them.
 */
export function queueMessages(select: string, options: { ids?: boolean } = {}): string {
  const id = options.ids ? 'id, ' : '';
  return `INSERT INTO outbox_message (${id}"to", template, payload_version, payload, status, attempts, next_attempt_at, created_at)
         SELECT ${id}recipient, template, version, payload, 'pending', 0, now(), now()
         FROM (${select}) AS message(${id}recipient, template, version, payload)`;
}

/**
 * The overdue reminders: each live unpaid invoice still owing, at each step of the owner's setting
 * (days after its due date), gets one email, once: its row in `overdue_reminder` (unique by invoice
 * and step) and its outbox message commit in one transaction, so a second run, a restart or another
 * instance finds it done. An invoice paid or voided is no longer owing, so its reminders stop. When
 * a run finds an invoice past several steps at once (e.g. after the server was off), only the latest
 * step goes: one email, never a burst. An overdue notice is about money owed (transactional): it goes
 * whatever the customer's marketing choice, to the address on the invoice and to each of the
 * customer's contact people for accounts.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Effects } from '../../platform/outbox/public.js';
import { daysBetween } from './statement-figures.js';
import { fillWording } from './overdue-setting.js';
import { overdueMail } from './accounts.templates.js';
import { accountRecipients, type ContactPerson } from '../customers/public.js';

export interface OverdueRunConfig {
  timeZone: string;
  paymentTermsDays: number;
  business: string;
  days: number[];
  wording: string;
}

interface Candidate {
  id: string;
  invoice_number: string;
  customer_name: string;
  customer_email: string;
  customer_company: string | null;
  total_cents: number;
  balance_cents: number;
  purchase_order: string | null;
  due_on: string;
  contacts: ContactPerson[] | null;
}

/** Queues the overdue reminders due on `today` (yyyy-MM-dd) in `tx`; answers how many. */
export async function runOverdueReminders(tx: EntityManager, effects: Effects, config: OverdueRunConfig, today: string, now: Date): Promise<number> {
  if (!config.days.length) return 0;
  const first = Math.min(...config.days);
  const connection = tx.getConnection();
  const context = tx.getTransactionContext();
  const candidates = await connection.execute<Candidate[]>(
    `SELECT * FROM (
       SELECT _id AS id, invoice_number, customer_name, customer_email, customer_company, total_cents, total_cents - amount_paid_cents AS balance_cents, purchase_order,
              coalesce(due_on, (issued_at AT TIME ZONE ?)::date + ?::int)::text AS due_on,
              (SELECT c.contacts FROM customer c WHERE c._id = invoice.customer_id) AS contacts
       FROM invoice WHERE status = 'unpaid' AND voided_at IS NULL AND withheld_at IS NULL AND total_cents > amount_paid_cents AND customer_email <> ''
     ) AS owing WHERE due_on::date <= ?::date - ?::int ORDER BY due_on, invoice_number`,
    [config.timeZone, config.paymentTermsDays, today, first],
    'all',
    context,
  );
  let queued = 0;
  for (let i = 0; i < candidates.length; i += 200) {
    const chunk = candidates.slice(i, i + 200).map((c) => ({ c, overdue: daysBetween(c.due_on, today) }));
    const rows = chunk.map(({ c, overdue }) => ({ c, overdue, step: Math.max(...config.days.filter((d) => d <= overdue)) }));
    const inserted = await connection.execute<Array<{ invoice_id: string }>>(
      `INSERT INTO overdue_reminder (invoice_id, step_days, email, balance_cents, created_at) VALUES ${rows.map(() => '(?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT DO NOTHING RETURNING invoice_id`,
      rows.flatMap(({ c, step }) => [c.id, step, c.customer_email, c.balance_cents, now]),
      'all',
      context,
    );
    const fresh = new Set(inserted.map((r) => r.invoice_id));
    for (const { c, overdue } of rows) {
      if (!fresh.has(c.id)) continue;
      const paragraphs = fillWording(config.wording, {
        name: c.customer_name,
        business: config.business,
        invoiceNumber: c.invoice_number,
        balanceCents: Number(c.balance_cents),
        totalCents: Number(c.total_cents),
        dueOn: c.due_on,
        daysOverdue: overdue,
        purchaseOrder: c.purchase_order,
      });
      effects.mail(...accountRecipients(c.customer_email, c.contacts).map((address) => overdueMail.mail(address, { invoiceNumber: c.invoice_number, paragraphs })));
      queued++;
    }
  }
  return queued;
}

/**
 * The monthly run: every account customer (one with account terms or a business name, and an email
 * address of their own or of a contact person for accounts) is emailed their statement of a month,
 * its PDF attached, to their address and each accounts contact's, exactly once per customer and
 * month: the `statement_sent` row (unique by customer and month), the stored PDF and the outbox
 * message commit in one transaction, so a second run, a restart or another instance finds it done.
 * A customer with nothing to state (no balance at either end and nothing in the month) gets no
 * email; their row records that, so later runs do not look again. Each PDF is rendered outside any
 * transaction, one at a time, with a turn of the event loop between statements, so requests are
 * answered meanwhile.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import type { DocumentIssuer } from '../documents/document-issuer.service.js';
import { addMonths, fromLocal } from '../../shared/time.js';
import { accountRecipients, type ContactPerson } from '../customers/public.js';
import { statementMail } from './accounts.templates.js';
import { ledgersOf } from './statement-ledger.js';
import { statementFactsOf, statementFilename, monthLabel, type StatementCustomer } from './statement-facts.js';
import { statementFigures } from './statement-figures.js';

export interface StatementRunDeps {
  changes: ChangeUnit;
  issuer: DocumentIssuer;
  timeZone: string;
  now: () => Date;
}

export interface StatementRunCounts {
  /** Statements emailed by this run. */
  sent: number;
  /** Account customers with nothing to state this month. */
  nothingToState: number;
}

/** Customers read per batch. */
const BATCH = 50;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface CustomerRow {
  _id: string;
  name: string;
  email: string | null;
  company: string | null;
  abn: string | null;
  account_terms_days: number | null;
  account_terms_end_of_month: boolean;
  contacts: ContactPerson[] | null;
}

/** The account customers with an address for it (theirs or an accounts contact's) whose statement of `month` is not decided yet. */
function pendingCustomers(em: EntityManager, month: string): Promise<CustomerRow[]> {
  return em.getConnection().execute<CustomerRow[]>(
    `SELECT c._id, c.name, c.email, c.company, c.abn, c.account_terms_days, c.account_terms_end_of_month, c.contacts FROM customer c
     WHERE (coalesce(c.email, '') <> '' OR c.contacts @> '[{"accounts": true}]') AND (c.account_terms_days IS NOT NULL OR c.company IS NOT NULL)
       AND NOT EXISTS (SELECT 1 FROM statement_sent s WHERE s.customer_id = c._id AND s.month = ?)
     ORDER BY c._id`,
    [month],
  );
}

const customerOf = (row: CustomerRow): StatementCustomer => ({
  _id: row._id,
  name: row.name,
  email: row.email ?? '',
  company: row.company,
  abn: row.abn,
  accountTermsDays: row.account_terms_days,
  accountTermsEndOfMonth: row.account_terms_end_of_month,
});

/** Emails `month`'s statements (yyyy-MM) to every account customer not sent theirs yet. */
export async function sendStatements(em: EntityManager, deps: StatementRunDeps, month: string, paymentTermsDays: number): Promise<StatementRunCounts> {
  const counts: StatementRunCounts = { sent: 0, nothingToState: 0 };
  const end = fromLocal(addMonths(`${month}-01`, 1), '00:00', deps.timeZone);
  const customers = await pendingCustomers(em.fork(), month);
  for (let i = 0; i < customers.length; i += BATCH) {
    const batch = customers.slice(i, i + BATCH);
    const ledgers = await ledgersOf(em.fork(), batch.map((c) => c._id), end, { timeZone: deps.timeZone, paymentTermsDays });
    const quiet: Array<{ row: CustomerRow; closing: number }> = [];
    for (const row of batch) {
      const figures = statementFigures(month, ledgers.get(row._id) ?? []);
      if (!figures.lines.length && figures.openingCents === 0 && figures.closingCents === 0) {
        quiet.push({ row, closing: 0 });
        continue;
      }
      const customer = customerOf(row);
      const to = accountRecipients(row.email, row.contacts);
      const rendered = await deps.issuer.statement(statementFactsOf(customer, figures), statementFilename(customer, month));
      const sent = await deps.changes.run(em.fork(), async (tx, effects) => {
        const [claimed] = await tx.getConnection().execute<Array<{ id: string }>>(
          `INSERT INTO statement_sent (customer_id, month, email, closing_cents, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
          [row._id, month, to[0], figures.closingCents, deps.now()],
          'all',
          tx.getTransactionContext(),
        );
        if (!claimed) return false;
        const stored = await deps.issuer.store(tx, rendered);
        await tx.getConnection().execute(`UPDATE statement_sent SET document_id = ? WHERE id = ?`, [stored._id, claimed.id], 'run', tx.getTransactionContext());
        deps.issuer.mail(effects, stored._id, (documentId) =>
          to.map((address) => statementMail.mail(address, { name: row.name, monthLabel: monthLabel(month), closingCents: figures.closingCents, documentId })),
        );
        return true;
      });
      if (sent) counts.sent++;
      await nextTurn();
    }
    if (quiet.length) {
      await em.fork().getConnection().execute(
        `INSERT INTO statement_sent (customer_id, month, email, closing_cents, created_at) VALUES ${quiet.map(() => '(?, ?, ?, 0, ?)').join(', ')} ON CONFLICT DO NOTHING`,
        quiet.flatMap(({ row }) => [row._id, month, accountRecipients(row.email, row.contacts)[0], deps.now()]),
      );
      counts.nothingToState += quiet.length;
    }
    await nextTurn();
  }
  return counts;
}

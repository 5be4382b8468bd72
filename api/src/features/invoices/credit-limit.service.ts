/**
 * The credit limit of an account customer: an invoice that would take their unpaid balance (what
 * their live unpaid invoices still owe) over it is refused (400 naming the balance and the limit),
 * unless an owner issues it anyway (`overrideCreditLimit`). A customer without a limit has none.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { formatMoney } from '../../shared/money.js';
import type { CustomerBilling } from '../customers/public.js';

/** What `customerId`'s live unpaid invoices still owe, in cents. */
async function unpaidBalanceOf(em: EntityManager, customerId: string): Promise<number> {
  const [row] = await em.getConnection().execute<Array<{ owing: string | number | null }>>(
    `SELECT sum(total_cents - amount_paid_cents) AS owing FROM invoice WHERE customer_id = ? AND status = 'unpaid' AND voided_at IS NULL`,
    [customerId],
    'all',
    em.getTransactionContext(),
  );
  return Number(row?.owing ?? 0);
}

/** What staff are told when an invoice of `totalCents` takes the customer of `billing` over their credit limit; null when it does not (or there is none). */
export async function creditLimitWarning(em: EntityManager, billing: CustomerBilling | null, totalCents: number): Promise<{ message: string; owing: number; limit: number } | null> {
  if (!billing || billing.creditLimitCents == null) return null;
  const owing = await unpaidBalanceOf(em, billing.customerId);
  if (owing + totalCents <= billing.creditLimitCents) return null;
  const message =
    `This invoice of ${formatMoney(totalCents)} would take the customer’s unpaid balance from ${formatMoney(owing)} to ${formatMoney(owing + totalCents)}, ` +
    `over their credit limit of ${formatMoney(billing.creditLimitCents)}. An owner can issue it anyway.`;
  return { message, owing, limit: billing.creditLimitCents };
}

/** 400 when an invoice of `totalCents` takes the customer of `billing` over their credit limit, unless `override`. */
export async function refuseOverCreditLimit(em: EntityManager, billing: CustomerBilling | null, totalCents: number, override: boolean): Promise<void> {
  if (override) return;
  const warning = await creditLimitWarning(em, billing, totalCents);
  if (!warning) return;
  const error = AppError.badInput(warning.message, { overrideCreditLimit: [warning.message] });
  error.facts = { unpaidBalanceCents: warning.owing, creditLimitCents: warning.limit, invoiceTotalCents: totalCents };
  throw error;
}

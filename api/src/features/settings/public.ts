/**
 * What settings offer other parts of the app: how many saved mail servers hold a sealed password,
 * and how many outside accounts sealed secrets (a restore says they need the same key), the parts markup matrix's arithmetic, and the technicians'
 * cost rates the margin's labour cost is worked out from.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

/** Mail servers saved with a password sealed by SETTINGS_KEY or DATA_DIR/secret.key, which a backup never holds. */
export async function sealedMailPasswords(em: EntityManager): Promise<number> {
  const [row] = await em.getConnection().execute<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM mail_server_setting WHERE password_sealed <> ''`);
  return row?.n ?? 0;
}

/** Outside accounts (Twilio, Stripe) saved with secrets sealed by the same key. */
export async function sealedAccountSecrets(em: EntityManager): Promise<number> {
  const [row] = await em.getConnection().execute<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM integration_setting WHERE secret_sealed <> ''`);
  return row?.n ?? 0;
}

export { sellFromCost, type MarkupBand } from './markup.js';
/** Sealing other features' secrets (Xero's tokens) with the same key, each under a purpose of its own. */
export { SecretBox } from './secret-box.js';
export type { CostRates } from './cost-rates.js';

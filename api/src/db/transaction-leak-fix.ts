/**
 * Returns a pooled connection whose BEGIN or ROLLBACK failed. Kysely 0.29 (under MikroORM) releases
 * a transaction's connection only after a successful COMMIT or ROLLBACK (kysely-org/kysely#1990),
 * so every transaction cut by a dropped connection kept its pool slot for good: ten drops and the
 * pool of ten was gone. Released here, pg-pool discards the dead client and the next request gets
 * a fresh one. Remove when kysely releases in a `finally`.
 */
import { PostgresDriver } from 'kysely';

type Connection = Parameters<PostgresDriver['releaseConnection']>[0];

const PATCHED = Symbol.for('workshop.kysely-transaction-release');

export function releaseConnectionsOfFailedTransactions(): void {
  const proto = PostgresDriver.prototype as PostgresDriver & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  for (const method of ['beginTransaction', 'rollbackTransaction'] as const) {
    const original = proto[method] as (this: PostgresDriver, connection: Connection, ...rest: unknown[]) => Promise<void>;
    (proto as unknown as Record<string, unknown>)[method] = async function (this: PostgresDriver, connection: Connection, ...rest: unknown[]) {
      try {
        await original.call(this, connection, ...rest);
      } catch (err) {
        // Kysely will not release after this failure, so nothing releases twice.
        await this.releaseConnection(connection).catch(() => undefined);
        throw err;
      }
    };
  }
}

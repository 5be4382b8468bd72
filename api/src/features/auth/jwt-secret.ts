/**
 * The secret that signs admin tokens: JWT_SECRET when set, else one generated once and kept in the
 * database (`signing_secret`), so every instance on that database signs and accepts the same tokens.
 * Backups leave that table's rows out: after a restore the next start makes a new secret, which
 * ends every session.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';

const KEY = 'jwt_secret';

export async function loadJwtSecret(orm: MikroORM, config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const connection = orm.em.getConnection();
  // Two instances starting at once both insert; the first wins and both read it back.
  await connection.execute('INSERT INTO signing_secret (key, value, created_at) VALUES (?, ?, now()) ON CONFLICT (key) DO NOTHING', [
    KEY,
    legacySecret(config.dataDir) ?? randomBytes(48).toString('base64url'),
  ]);
  const rows = await connection.execute<Array<{ value: string }>>('SELECT value FROM signing_secret WHERE key = ?', [KEY]);
  return rows[0].value;
}

/** Earlier versions kept the generated secret in DATA_DIR/jwt-secret: adopt it once, so signed-in sessions survive the upgrade. */
function legacySecret(dataDir: string): string | null {
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) return null;
  const secret = readFileSync(file, 'utf8').trim();
  return secret.length >= 32 ? secret : null;
}

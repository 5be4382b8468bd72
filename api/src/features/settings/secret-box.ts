/**
 * Seals the credentials an owner saves (mail passwords) with AES-256-GCM before they reach the
 * database, so a dump or a backup holds them only sealed. The key is SETTINGS_KEY when set, else
 * one generated on first need into DATA_DIR/secret.key (readable by the server's user only); it
 * is never written to the database. Several instances on one database must share SETTINGS_KEY.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import { AppError } from '../../shared/errors.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const KEY_FILE = 'secret.key';

export const UNREADABLE_SECRET =
  'The saved password cannot be read with this server’s key (DATA_DIR/secret.key or SETTINGS_KEY changed, e.g. after a restore on another machine): enter the password again.';

/** Reads DATA_DIR/secret.key, or writes a new one (mode 0600) when there is none; two starts at once agree on the first. */
async function keyFromDataDir(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, KEY_FILE);
  const read = async () => {
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length !== KEY_BYTES) throw new Error(`${file} does not hold a 32-byte base64 key`);
    return key;
  };
  try {
    return await read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return read();
}

export class SecretBox {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly config: Pick<Config, 'settingsKey' | 'dataDir'>) {}

  /** `v1:` + base64(iv | tag | ciphertext). `purpose` is bound in: a sealed value moved to another field does not open. */
  async seal(plain: string, purpose: string): Promise<string> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', await this.keyOf(), iv);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  /** The plain text, or 400 UNREADABLE_SECRET when another key sealed it or it was altered. */
  async open(sealed: string, purpose: string): Promise<string> {
    const key = await this.keyOf();
    const [version, data] = sealed.split(':', 2);
    const bytes = Buffer.from(data ?? '', 'base64');
    if (version !== VERSION || bytes.length < IV_BYTES + TAG_BYTES) throw AppError.badInput(UNREADABLE_SECRET);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw AppError.badInput(UNREADABLE_SECRET);
    }
  }

  private keyOf(): Promise<Buffer> {
    if (this.config.settingsKey) return Promise.resolve(this.config.settingsKey);
    if (!this.key) {
      const load = keyFromDataDir(this.config.dataDir);
      this.key = load;
      load.catch(() => {
        if (this.key === load) this.key = null;
      });
    }
    return this.key;
  }
}

/** The secret box: what it seals opens only with its key and for its purpose; the generated key file is private and shared by boxes on one DATA_DIR. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SecretBox, UNREADABLE_SECRET } from './secret-box.js';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('SecretBox', () => {
  it('generates a private key file on first need, which a second box on the same DATA_DIR reads', async () => {
    const dir = dataDir();
    const first = new SecretBox({ settingsKey: null, dataDir: dir });
    const sealed = await first.seal('hunter2-smtp', 'p');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('hunter2');
    const file = path.join(dir, 'secret.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    expect(await new SecretBox({ settingsKey: null, dataDir: dir }).open(sealed, 'p')).toBe('hunter2-smtp');
  });

  it('seals the same text differently each time', async () => {
    const box = new SecretBox({ settingsKey: randomBytes(32), dataDir: dataDir() });
    expect(await box.seal('same', 'p')).not.toBe(await box.seal('same', 'p'));
  });

  it('uses SETTINGS_KEY without writing a file, and refuses another key, another purpose or an altered value', async () => {
    const key = randomBytes(32);
    const dir = dataDir();
    const box = new SecretBox({ settingsKey: key, dataDir: dir });
    const sealed = await box.seal('imap-pass', 'mailbox');
    expect(() => statSync(path.join(dir, 'secret.key'))).toThrow();
    expect(await new SecretBox({ settingsKey: Buffer.from(key), dataDir: dataDir() }).open(sealed, 'mailbox')).toBe('imap-pass');
    await expect(new SecretBox({ settingsKey: randomBytes(32), dataDir: dir }).open(sealed, 'mailbox')).rejects.toThrow(UNREADABLE_SECRET);
    await expect(box.open(sealed, 'smtp')).rejects.toThrow(UNREADABLE_SECRET);
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] ^= 1;
    await expect(box.open(`v1:${bytes.toString('base64')}`, 'mailbox')).rejects.toThrow(UNREADABLE_SECRET);
  });
});

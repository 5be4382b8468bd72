/** The last few messages opened, parsed: a message's inline images and attachments are served without fetching it again. */
import type { ParsedEmail } from './email-message.js';

const MAX_ENTRIES = 8;
const MAX_BYTES = 64 * 1024 * 1024;

export class ParsedCache {
  // A Map keeps insertion order: the first entry is the least recently used.
  private readonly entries = new Map<string, ParsedEmail>();
  private bytes = 0;

  /** `validity` is the mailbox's UIDVALIDITY: a uid means the same message only while it holds. */
  get(validity: string, uid: number): ParsedEmail | null {
    const key = `${validity}:${uid}`;
    const found = this.entries.get(key);
    if (!found) return null;
    this.entries.delete(key);
    this.entries.set(key, found);
    return found;
  }

  set(validity: string, uid: number, mail: ParsedEmail): void {
    if (mail.size > MAX_BYTES) return;
    const key = `${validity}:${uid}`;
    this.remove(key);
    this.entries.set(key, mail);
    this.bytes += mail.size;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.remove(oldest);
    }
  }

  /** Forgets every message (another mailbox is read from now on). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  forget(uid: number): void {
    for (const key of [...this.entries.keys()]) if (key.endsWith(`:${uid}`)) this.remove(key);
  }

  private remove(key: string): void {
    const found = this.entries.get(key);
    if (!found) return;
    this.bytes -= found.size;
    this.entries.delete(key);
  }
}

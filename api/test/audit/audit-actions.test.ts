/**
 * The actions the api writes into the audit trail and the ones the features declare in words
 * (`auditActions` in their descriptors, which the Activity page's filter offers) are the same list:
 * an action written but not declared (say `invoice.exported`) could not be picked, and one declared
 * but never written would find nothing. The writes are read from the sources, so a new
 * `effects.audit` fails here until its feature declares it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { features } from '../../src/features/index.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const API_SRC = path.join(ROOT, 'api/src');
const WEB_ADMIN = path.join(ROOT, 'web/src/features/admin');
const WEB_RECORDS = path.join(WEB_ADMIN, 'audit/audit-records.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const DOTTED = /'([a-z_]+\.[a-z_]+)'/g;

/** The values of a string union type declared in `source` (`export type Name = 'a' | 'b';`). */
function unionOf(source: string, name: string): string[] {
  const declared = new RegExp(`type ${name} =([^;]+);`).exec(source);
  if (!declared) throw new Error(`no type ${name}`);
  return [...declared[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/**
 * Every action the api's services write: `action: '…'` (a condition's two actions included),
 * `audit('…', …)` (a service's own helper), the one written from a kind, `invoice.${kind}`
 * (InvoiceChangeKind, '-' as '_'), and those a statement writes into audit_event itself.
 */
function apiActions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(API_SRC)) {
    const source = readFileSync(file, 'utf8');
    for (const written of source.matchAll(/\b(?:action:|audit\()\s*([^,}\n]*)/g)) {
      for (const [, action] of written[1].matchAll(DOTTED)) found.set(action, path.relative(ROOT, file));
      if (/^`invoice\.\$\{kind/.test(written[1])) {
        const kinds = unionOf(readFileSync(path.join(API_SRC, 'features/invoices/invoice.types.ts'), 'utf8'), 'InvoiceChangeKind');
        for (const kind of kinds) found.set(`invoice.${kind.replace('-', '_')}`, path.relative(ROOT, file));
      } else if (written[1].startsWith('`')) {
        throw new Error(`${path.relative(ROOT, file)} writes an action made from a value (${written[1]}): list its values in this test`);
      }
    }
    // A statement that writes its audit rows itself (the autosave): `'jobcard.updated', 'job_card'`.
    if (source.includes('audit_event') || source.includes('insertAuditRows(')) {
      for (const [, action] of source.matchAll(/'([a-z_]+\.[a-z_]+)', '[a-z_]+'/g)) found.set(action, path.relative(ROOT, file));
    }
  }
  return found;
}

/** The declared actions, and the kinds of record the web's filter offers (RECORD_KINDS). */
function declared(): { actions: Array<{ action: string; type: string }>; kinds: string[] } {
  const actions = features.flatMap((f) => f.auditActions ?? []).map((a) => ({ action: a.action, type: a.entityType }));
  // The built-in kinds (audit-records.ts) and those each admin folder declares in its records.ts.
  const folders = readdirSync(WEB_ADMIN, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const declaring = folders.map((entry) => path.join(WEB_ADMIN, entry.name, 'records.ts')).filter((file) => existsSync(file));
  const kinds = [WEB_RECORDS, ...declaring].flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\{ type: '([^']+)', label: '/g)].map((m) => m[1]));
  return { actions, kinds };
}

describe('the audit actions', () => {
  it('are found in the api’s sources (the scan works)', () => {
    const actions = apiActions();
    for (const known of ['jobcard.created', 'jobcard.updated', 'invoice.payment', 'invoice.payment_reversed', 'invoice.exported', 'user.disabled', 'user.enabled', 'backup.downloaded', 'auth.password_reset', 'quote.declined']) {
      expect(actions.has(known), known).toBe(true);
    }
    // Not an action: pubsub topics and the like are never in an `action:` position.
    expect(actions.has('invoice.changed')).toBe(false);
  });

  it('are declared in words by their features, every one written and none other', () => {
    const api = apiActions();
    const web = declared();
    expect(web.actions.length).toBeGreaterThan(40);
    const offered = new Set(web.actions.map((a) => a.action));
    const missing = [...api.keys()].filter((action) => !offered.has(action)).map((action) => `${action} (written in ${api.get(action)})`);
    expect(missing, 'written by the api, not declared (add them to the auditActions of the feature that writes them)').toEqual([]);
    expect(
      [...offered].filter((action) => !api.has(action)),
      'declared, never written by the api',
    ).toEqual([]);
    expect(web.actions.length, 'each action once').toBe(offered.size);
    // Each action is filed under a kind of record the filter offers.
    expect(web.actions.filter((a) => !web.kinds.includes(a.type))).toEqual([]);
  });
});

/**
 * The workshop's roadworthy checklist, edited by the owner in one place: add, rename, regroup,
 * reorder, hide. Nothing is removed (a hidden item stays for the cards inspected with it); a card
 * keeps the copy of the items it was inspected with whatever the list becomes.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { cleanText, findInvalidText, INVALID_TEXT_MESSAGE } from '../../shared/text.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { RoadworthyCheck } from './roadworthy.entity.js';

const MAX_CHECKS = 100;

interface CheckDraft {
  key?: string | null;
  group?: unknown;
  label?: unknown;
  hidden?: boolean | null;
}

function text(value: unknown, name: string, max: number): string {
  if (typeof value !== 'string' || !cleanText(value)) throw AppError.badInput(`Every item needs ${name}.`);
  const clean = cleanText(value);
  if (clean.length > max) throw AppError.badInput(`An item's ${name} must be at most ${max} characters.`);
  return clean;
}

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 32) || 'item';

export class RoadworthyChecklistService {
  constructor(private readonly changes: ChangeUnit) {}

  /** Every item, hidden ones too, in order. */
  checks(em: EntityManager): Promise<RoadworthyCheck[]> {
    return em.find(RoadworthyCheck, {}, { orderBy: { position: 'asc' } });
  }

  /** Saves the whole list in its new order: existing items by key, new ones (no key) added. */
  async save(em: EntityManager, drafts: unknown): Promise<RoadworthyCheck[]> {
    if (!Array.isArray(drafts) || !drafts.length) throw AppError.badInput('Send the whole checklist.');
    if (findInvalidText(drafts) !== undefined) throw AppError.badInput(INVALID_TEXT_MESSAGE);
    if (drafts.length > MAX_CHECKS) throw AppError.badInput(`The checklist can have at most ${MAX_CHECKS} items.`);
    await this.changes.run(em, async (tx, effects) => {
      const existing = new Map((await tx.find(RoadworthyCheck, {})).map((c) => [c.key, c]));
      const seen = new Set<string>();
      let visible = 0;
      for (const [i, raw] of (drafts as CheckDraft[]).entries()) {
        const fields = { group: text(raw?.group, 'a group', 60), label: text(raw?.label, 'a name', 160), position: i + 1, hidden: raw?.hidden === true };
        if (!fields.hidden) visible++;
        let check = raw?.key ? existing.get(raw.key) : undefined;
        if (raw?.key && !check) throw AppError.badInput(`There is no item "${raw.key}": send new items without a key.`);
        if (!check) {
          let key = slug(fields.label);
          for (let n = 2; existing.has(key) || seen.has(key); n++) key = `${slug(fields.label).slice(0, 28)}-${n}`;
          check = tx.create(RoadworthyCheck, { key, ...fields });
          existing.set(key, check);
        } else {
          if (seen.has(check.key)) throw AppError.badInput(`The item "${check.label}" is in the list twice.`);
          Object.assign(check, fields);
        }
        seen.add(check.key);
      }
      const missing = [...existing.values()].filter((c) => !seen.has(c.key));
      if (missing.length) throw AppError.badInput(`Every item stays in the checklist (hide one instead of removing it): "${missing[0].label}" is missing.`);
      if (!visible) throw AppError.badInput('At least one item must be shown.');
      await tx.flush();
      effects.audit({ action: 'settings.roadworthy_checklist_saved', entityType: 'settings', entityId: 'roadworthy-checklist', summary: `Roadworthy checklist saved: ${drafts.length} items, ${visible} shown` });
    });
    return this.checks(em.fork());
  }
}

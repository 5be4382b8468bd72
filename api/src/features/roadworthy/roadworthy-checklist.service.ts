/**
 * The workshop's roadworthy checklist, edited by the owner in one place: add, rename, regroup,
 * reorder, hide. Nothing is removed (a hidden item stays for the cards inspected with it); a card
 * keeps the copy of the items it was inspected with whatever the list becomes.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { applyChecklist, checklistDrafts, entryText, type ChecklistWords } from '../../shared/owner-checklist.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { RoadworthyCheck } from './roadworthy.entity.js';

const WORDS: ChecklistWords = { one: 'item', article: 'An', list: 'checklist', sendWhole: 'Send the whole checklist.', max: 100 };

export class RoadworthyChecklistService {
  constructor(private readonly changes: ChangeUnit) {}

  /** Every item, hidden ones too, in order. */
  checks(em: EntityManager): Promise<RoadworthyCheck[]> {
    return em.find(RoadworthyCheck, {}, { orderBy: { position: 'asc' } });
  }

  /** Saves the whole list in its new order: existing items by key, new ones (no key) added. */
  async save(em: EntityManager, drafts: unknown): Promise<RoadworthyCheck[]> {
    const sent = checklistDrafts(drafts, WORDS);
    await this.changes.run(em, async (tx, effects) => {
      const visible = applyChecklist(
        sent,
        await tx.find(RoadworthyCheck, {}),
        WORDS,
        (raw) => ({ group: entryText(raw.group, 'a group', 60, WORDS), label: entryText(raw.label, 'a name', 160, WORDS), hidden: raw.hidden === true }),
        (key, fields) => tx.create(RoadworthyCheck, { key, ...fields }),
      );
      await tx.flush();
      effects.audit({ action: 'settings.roadworthy_checklist_saved', entityType: 'settings', entityId: 'roadworthy-checklist', summary: `Roadworthy checklist saved: ${sent.length} items, ${visible} shown` });
    });
    return this.checks(em.fork());
  }
}

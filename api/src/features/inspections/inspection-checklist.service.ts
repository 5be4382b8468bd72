/**
 * The workshop's list of inspection checks, edited in one place: add, rename, reorder, hide.
 * Nothing is ever removed (a hidden check stays for the cards inspected with it, and can come
 * back); a job card keeps the copy it was inspected with whatever the list becomes.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { cleanText } from '../../shared/text.js';
import { applyChecklist, checklistDrafts, entryText, slug, type ChecklistWords } from '../../shared/owner-checklist.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { InspectionCheck } from './inspection.entity.js';
import type { MeasurementField } from './measurement.js';

const WORDS: ChecklistWords = { one: 'check', article: 'A', list: 'list', sendWhole: 'Send the whole list of checks.', max: 60 };
const MAX_READINGS = 6;

function readings(value: unknown, label: string): MeasurementField[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_READINGS) throw AppError.badInput(`A check has at most ${MAX_READINGS} readings.`);
  const fields = value.map((r: Partial<MeasurementField>) => ({
    key: slug(entryText(r?.label, 'a reading name', 40, WORDS), 'check'),
    label: entryText(r?.label, 'a reading name', 40, WORDS),
    unit: typeof r?.unit === 'string' ? cleanText(r.unit).slice(0, 10) : '',
  }));
  if (new Set(fields.map((f) => f.key)).size !== fields.length) throw AppError.badInput(`The readings of "${label}" need different names.`);
  return fields;
}

export class InspectionChecklistService {
  constructor(private readonly changes: ChangeUnit) {}

  /** Every check, hidden ones too, in order. */
  checks(em: EntityManager): Promise<InspectionCheck[]> {
    return em.find(InspectionCheck, {}, { orderBy: { position: 'asc' } });
  }

  /** Saves the whole list in its new order: existing checks by key, new ones (no key) added. */
  async save(em: EntityManager, drafts: unknown): Promise<InspectionCheck[]> {
    const sent = checklistDrafts(drafts, WORDS);
    await this.changes.run(em, async (tx, effects) => {
      const visible = applyChecklist(
        sent,
        await tx.find(InspectionCheck, {}),
        WORDS,
        (raw) => {
          const label = entryText(raw.label, 'a name', 120, WORDS);
          return { area: entryText(raw.area, 'an area', 60, WORDS), label, measurements: readings(raw.measurements, label), hidden: raw.hidden === true };
        },
        (key, fields) => tx.create(InspectionCheck, { key, ...fields }),
      );
      await tx.flush();
      effects.audit({ action: 'settings.checklist_saved', entityType: 'settings', entityId: 'inspection-checks', summary: `Inspection checklist saved: ${sent.length} checks, ${visible} shown` });
    });
    return this.checks(em.fork());
  }
}

/**
 * The workshop's list of inspection checks, edited in one place: add, rename, reorder, hide.
 * Nothing is ever removed (a hidden check stays for the cards inspected with it, and can come
 * back); a job card keeps the copy it was inspected with whatever the list becomes.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { cleanText, findInvalidText, INVALID_TEXT_MESSAGE } from '../../shared/text.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { InspectionCheck } from './inspection.entity.js';
import type { MeasurementField } from './measurement.js';

const MAX_CHECKS = 60;
const MAX_READINGS = 6;

/** A check as staff send it: `key` of an existing one, or none for a new one. */
interface CheckDraft {
  key?: string | null;
  area: string;
  label: string;
  measurements?: MeasurementField[] | null;
  hidden?: boolean | null;
}

function text(value: unknown, name: string, max: number): string {
  if (typeof value !== 'string' || !cleanText(value)) throw AppError.badInput(`Every check needs ${name}.`);
  const clean = cleanText(value);
  if (clean.length > max) throw AppError.badInput(`A check's ${name} must be at most ${max} characters.`);
  return clean;
}

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 32) || 'check';

function readings(value: unknown, label: string): MeasurementField[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_READINGS) throw AppError.badInput(`A check has at most ${MAX_READINGS} readings.`);
  const fields = value.map((r: Partial<MeasurementField>) => ({
    key: slug(text(r?.label, 'a reading name', 40)),
    label: text(r?.label, 'a reading name', 40),
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
    if (!Array.isArray(drafts) || !drafts.length) throw AppError.badInput('Send the whole list of checks.');
    if (findInvalidText(drafts) !== undefined) throw AppError.badInput(INVALID_TEXT_MESSAGE);
    if (drafts.length > MAX_CHECKS) throw AppError.badInput(`The list can have at most ${MAX_CHECKS} checks.`);
    await this.changes.run(em, async (tx, effects) => {
      const existing = new Map((await tx.find(InspectionCheck, {})).map((c) => [c.key, c]));
      const seen = new Set<string>();
      let visible = 0;
      for (const [i, raw] of (drafts as CheckDraft[]).entries()) {
        const label = text(raw?.label, 'a name', 120);
        const fields = { area: text(raw?.area, 'an area', 60), label, measurements: readings(raw?.measurements, label), position: i + 1, hidden: raw?.hidden === true };
        if (!fields.hidden) visible++;
        let check = raw?.key ? existing.get(raw.key) : undefined;
        if (raw?.key && !check) throw AppError.badInput(`There is no check "${raw.key}": send new checks without a key.`);
        if (!check) {
          let key = slug(label);
          for (let n = 2; existing.has(key) || seen.has(key); n++) key = `${slug(label).slice(0, 28)}-${n}`;
          check = tx.create(InspectionCheck, { key, ...fields });
          existing.set(key, check);
        } else {
          if (seen.has(check.key)) throw AppError.badInput(`The check "${check.label}" is in the list twice.`);
          Object.assign(check, fields);
        }
        seen.add(check.key);
      }
      const missing = [...existing.values()].filter((c) => !seen.has(c.key));
      if (missing.length) throw AppError.badInput(`Every check stays in the list (hide one instead of removing it): "${missing[0].label}" is missing.`);
      if (!visible) throw AppError.badInput('At least one check must be shown.');
      await tx.flush();
      effects.audit({ action: 'settings.checklist_saved', entityType: 'settings', entityId: 'inspection-checks', summary: `Inspection checklist saved: ${drafts.length} checks, ${visible} shown` });
    });
    return this.checks(em.fork());
  }
}

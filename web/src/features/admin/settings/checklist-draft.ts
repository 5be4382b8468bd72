/** The checklist as it is being edited: each check with a local id (its key, or one made up for a new check). */
import type { AdminChecklistCheckFragment, InspectionCheckDefinitionInput } from '../../../gql/graphql';

export const MAX_CHECKS = 60;
export const MAX_READINGS = 6;

export interface ReadingDraft {
  id: string;
  label: string;
  unit: string;
}

export interface CheckDraft {
  id: string;
  /** Null for a check added here and not saved yet. */
  key: string | null;
  area: string;
  label: string;
  hidden: boolean;
  measurements: ReadingDraft[];
}

let made = 0;
export const localId = (prefix: string) => `${prefix}-${++made}`;

export function draftOf(checks: readonly AdminChecklistCheckFragment[]): CheckDraft[] {
  return checks.map((c) => ({
    id: c.key,
    key: c.key,
    area: c.area,
    label: c.label,
    hidden: c.hidden,
    measurements: c.measurements.map((m) => ({ id: `${c.key}/${m.key}`, label: m.label, unit: m.unit })),
  }));
}

/** A new check, in the area of the last one (most are added to the area being worked on). */
export function newCheck(after: CheckDraft | undefined): CheckDraft {
  return { id: localId('new'), key: null, area: after?.area ?? '', label: '', hidden: false, measurements: [] };
}

export function inputOf(drafts: readonly CheckDraft[]): InspectionCheckDefinitionInput[] {
  return drafts.map((d) => ({
    key: d.key,
    area: d.area,
    label: d.label,
    hidden: d.hidden,
    measurements: d.measurements.map((m) => ({ label: m.label, unit: m.unit })),
  }));
}

/** What the server would hold: the comparison that tells unsaved changes (local ids aside). */
export const sameList = (a: readonly CheckDraft[], b: readonly CheckDraft[]) => JSON.stringify(inputOf(a)) === JSON.stringify(inputOf(b));

export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

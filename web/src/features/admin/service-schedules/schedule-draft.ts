/** The schedules page's drafts: each schedule as typed (km and months as text, items one a line), and what is sent. */
import type { AdminServiceScheduleFragment, ServiceScheduleInput } from '../../../gql/graphql';

export interface ScheduleDraft {
  /** The saved schedule's id, or a local one (`new-…`) for one added here. */
  key: string;
  id: string | null;
  make: string;
  model: string;
  everyKm: string;
  everyMonths: string;
  /** One item a line. */
  items: string;
}

let added = 0;

export function draftOf(saved: readonly AdminServiceScheduleFragment[]): ScheduleDraft[] {
  return saved.map((s) => ({ key: s.id, id: s.id, make: s.make ?? '', model: s.model ?? '', everyKm: String(s.everyKm), everyMonths: String(s.everyMonths), items: s.items.join('\n') }));
}

/** A new schedule for a make, starting from the default's numbers and items. */
export function newSchedule(base: ScheduleDraft | undefined): ScheduleDraft {
  added++;
  return { key: `new-${added}`, id: null, make: '', model: '', everyKm: base?.everyKm ?? '15000', everyMonths: base?.everyMonths ?? '12', items: base?.items ?? '' };
}

const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[\s,]/g, '')));

export function inputOf(drafts: readonly ScheduleDraft[]): ServiceScheduleInput[] {
  return drafts.map((d) => ({
    id: d.id,
    make: d.make.trim() || null,
    model: d.model.trim() || null,
    everyKm: whole(d.everyKm),
    everyMonths: whole(d.everyMonths),
    items: d.items
      .split('\n')
      .map((i) => i.trim())
      .filter(Boolean),
  }));
}

export const sameList = (a: readonly ScheduleDraft[], b: readonly ScheduleDraft[]) => JSON.stringify(a.map(({ key: _key, ...d }) => d)) === JSON.stringify(b.map(({ key: _key, ...d }) => d));

/** Which of the drafts is the default (no make). */
export const isDefault = (d: ScheduleDraft) => d.id !== null && d.make.trim() === '' && d.model.trim() === '';

/** The schedules' drafts: each schedule as typed (km and months as text, items as rows), a vehicle's own items, and what is sent. */
import type { AdminServiceScheduleFragment, ServiceScheduleInput } from '../../../gql/graphql';

/** The server's limits on a schedule's items: 1 to 40, each up to 200 characters. */
export const MAX_ITEMS = 40;
export const ITEM_MAX_LENGTH = 200;

/** An item as typed, with a local key that follows it when it moves. */
export interface ItemRow {
  key: string;
  text: string;
}

export interface ScheduleDraft {
  /** The saved schedule's id, or a local one (`new-…`) for one added here. */
  key: string;
  id: string | null;
  make: string;
  model: string;
  everyKm: string;
  everyMonths: string;
  items: ItemRow[];
}

let added = 0;
let itemsAdded = 0;

export function newItemRow(text = ''): ItemRow {
  itemsAdded++;
  return { key: `item-${itemsAdded}`, text };
}

export const itemRows = (items: readonly string[]): ItemRow[] => items.map((text) => newItemRow(text));

/** The items as sent: trimmed, blank rows left out (the server refuses an empty list with its reason). */
export const itemTexts = (rows: readonly ItemRow[]): string[] => rows.map((r) => r.text.trim()).filter(Boolean);

export function draftOf(saved: readonly AdminServiceScheduleFragment[]): ScheduleDraft[] {
  return saved.map((s) => ({ key: s.id, id: s.id, make: s.make ?? '', model: s.model ?? '', everyKm: String(s.everyKm), everyMonths: String(s.everyMonths), items: itemRows(s.items) }));
}

/** A new schedule for a make, starting from the default's numbers and items. */
export function newSchedule(base: ScheduleDraft | undefined): ScheduleDraft {
  added++;
  return { key: `new-${added}`, id: null, make: '', model: '', everyKm: base?.everyKm ?? '15000', everyMonths: base?.everyMonths ?? '12', items: itemRows(base ? itemTexts(base.items) : []) };
}

const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[\s,]/g, '')));

export function inputOf(drafts: readonly ScheduleDraft[]): ServiceScheduleInput[] {
  return drafts.map((d) => ({
    id: d.id,
    make: d.make.trim() || null,
    model: d.model.trim() || null,
    everyKm: whole(d.everyKm),
    everyMonths: whole(d.everyMonths),
    items: itemTexts(d.items),
  }));
}

/** The drafts as compared for unsaved changes: the items' texts, not their local keys. */
const comparable = (list: readonly ScheduleDraft[]) => JSON.stringify(list.map(({ key: _key, items, ...d }) => ({ ...d, items: items.map((i) => i.text) })));

export const sameList = (a: readonly ScheduleDraft[], b: readonly ScheduleDraft[]) => comparable(a) === comparable(b);

/** Which of the drafts is the default (no make). */
export const isDefault = (d: ScheduleDraft) => d.id !== null && d.make.trim() === '' && d.model.trim() === '';

/**
 * The half hours of one date as a time select offers them: every row of the diary, those staff
 * cannot take (over, blocked, full) disabled with the reason. Asked of the api for that date.
 */
import { useQuery } from '@apollo/client/react';
import { AdminDiaryDocument } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { isDiaryDate, workshopNow } from './diary-dates';
import { buildGrid } from './diary-model';

interface SlotOption {
  time: string;
  /** Why it cannot be taken, or null. */
  refused: 'over' | 'blocked' | 'full' | 'current' | null;
}

export type DaySlots =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed'; message: string; retry: () => void }
  | { status: 'ready'; options: SlotOption[]; closed: boolean };

/** `current`: the booking being moved, whose own half hour is not a choice. */
export function useDaySlots(date: string, current?: { date: string; time: string }): DaySlots {
  const valid = isDiaryDate(date);
  const { data, error, refetch } = useQuery(AdminDiaryDocument, { variables: { from: date, to: date }, skip: !valid, fetchPolicy: 'cache-and-network' });
  if (!valid) return { status: 'none' };
  const diary = data?.diary;
  if (!diary || diary.days[0]?.date !== date) {
    return error ? { status: 'failed', message: errorMessage(error), retry: () => void refetch().catch(() => undefined) } : { status: 'loading' };
  }
  const grid = buildGrid(diary, workshopNow());
  const options = grid.times
    .map((time, row): SlotOption | null => {
      const cell = grid.cells[row][0];
      if (!cell.open) return null;
      const refused = current && current.date === date && current.time === time ? 'current' : cell.past ? 'over' : cell.block ? 'blocked' : cell.full ? 'full' : null;
      return { time, refused };
    })
    .filter((o): o is SlotOption => o !== null);
  return { status: 'ready', options, closed: options.length === 0 };
}

/** Whether the date has this half hour at all (free or not). */
export function hasRow(slots: DaySlots, time: string): boolean {
  return slots.status === 'ready' && slots.options.some((o) => o.time === time);
}

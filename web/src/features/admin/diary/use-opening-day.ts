/**
 * The day the diary opens on when no date is asked for: today in the workshop, or the next day it
 * is open when it is closed today. The api's opening hours decide (the diary's days carry them).
 */
import { useQuery } from '@apollo/client/react';
import { AdminDiaryOpenDaysDocument } from '../../../gql/graphql';
import { addDays, weekdayOf, workshopNow } from './diary-dates';

/** How far ahead to look for an open day. */
const LOOK_AHEAD_DAYS = 13;

/** The open days of the next two weeks, as the api says (one query, shared by the hooks below). */
function useDaysAhead(wanted: boolean) {
  const today = workshopNow().date;
  return useQuery(AdminDiaryOpenDaysDocument, { variables: { from: today, to: addDays(today, LOOK_AHEAD_DAYS) }, skip: !wanted }).data?.diary.days;
}

/** The opening day, or null while it is asked (or when `wanted` is false, or nothing opens soon). */
export function useOpeningDay(wanted: boolean): string | null {
  return useDaysAhead(wanted)?.find((day) => day.opening !== null)?.date ?? null;
}

/** Whether the workshop opens on Sundays (its saved hours): the diary then shows and steps through them. */
export function useSundayOpen(): boolean {
  return useDaysAhead(true)?.some((day) => day.opening !== null && weekdayOf(day.date) === 0) ?? false;
}

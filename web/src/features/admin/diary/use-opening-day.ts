/**
 * The day the diary opens on when no date is asked for: today in the workshop, or the next day it
 * is open when it is closed today. The api's opening hours decide (the diary's days carry them).
 */
import { useQuery } from '@apollo/client/react';
import { AdminDiaryOpenDaysDocument } from '../../../gql/graphql';
import { addDays, workshopNow } from './diary-dates';

/** How far ahead to look for an open day. */
const LOOK_AHEAD_DAYS = 13;

/** The opening day, or null while it is asked (or when `wanted` is false, or nothing opens soon). */
export function useOpeningDay(wanted: boolean): string | null {
  const today = workshopNow().date;
  const answer = useQuery(AdminDiaryOpenDaysDocument, { variables: { from: today, to: addDays(today, LOOK_AHEAD_DAYS) }, skip: !wanted });
  return answer.data?.diary.days.find((day) => day.opening !== null)?.date ?? null;
}

/**
 * Keeps the diary current: a change to any day shown (a booking, a cancellation, a move, a block,
 * the bays, a job card, by anyone) reloads the days shown; and the workshop's clock, for the line
 * at the current time and which half hours are over.
 */
import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { AdminDiaryChangedDocument, AdminSettingsBaysDocument } from '../../../gql/graphql';
import { workshopNow } from './diary-dates';

export function useDiaryLive(days: readonly string[], refetch: () => Promise<unknown>): void {
  const client = useApolloClient();
  const latest = useRef({ days, refetch });
  useEffect(() => {
    latest.current = { days, refetch };
  });
  // One reload at a time, and one more after it when a change came meanwhile: Apollo answers a
  // refetch asked while the same query is in flight with that request's result, which was read
  // before the change (a block made just after a booking stayed unseen).
  const reloading = useRef<{ running: boolean; again: boolean }>({ running: false, again: false });
  const reload = (): void => {
    const state = reloading.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    void latest.current
      .refetch()
      .catch(() => undefined)
      .finally(() => {
        state.running = false;
        if (state.again) {
          state.again = false;
          reload();
        }
      });
  };
  useSubscription(AdminDiaryChangedDocument, {
    onData: ({ data }) => {
      const dates = data.data?.diaryChanged.dates;
      // null: any date (the bays, a block over many days).
      if (dates && !dates.some((d) => latest.current.days.includes(d))) return;
      reload();
      if (!dates) void client.refetchQueries({ include: [AdminSettingsBaysDocument] });
    },
    onError: (error) => console.error('Live diary updates failed', error),
  });
}

/** The workshop's date and time (HH:mm), moving on every minute. */
export function useWorkshopClock(): { date: string; time: string } {
  const [now, setNow] = useState(() => workshopNow());
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = workshopNow();
      setNow((current) => (current.date === next.date && current.time === next.time ? current : next));
    }, 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

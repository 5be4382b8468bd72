/**
 * The diary's place, kept in the URL (?date=yyyy-MM-dd&view=week|day) so a reload and Back return
 * to it: by default today in the workshop, or the next day it is open when it is closed today
 * (the api's opening hours say which), the week on a wide screen. A phone shows the day only.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useMediaQuery } from '../shell/use-media-query';
import { isDiaryDate, weekShown, workshopNow } from './diary-dates';
import { useOpeningDay, useSundayOpen } from './use-opening-day';

export type DiaryViewKind = 'week' | 'day';

/** Below this width the week's six columns no longer fit: the day view only. */
const PHONE_QUERY = '(max-width: 719.98px)';

export interface DiaryView {
  date: string;
  view: DiaryViewKind;
  /** The week's toggle is offered (not on a phone). */
  canShowWeek: boolean;
  /** The days shown, and so asked of the api. */
  days: string[];
  /** The workshop opens on Sundays: the week shows seven days and a day step does not skip Sunday. */
  sundayOpen: boolean;
  go: (next: { date?: string; view?: DiaryViewKind }) => void;
}

export function useDiaryView(): DiaryView {
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery(PHONE_QUERY);
  const asked = params.get('date');
  const opening = useOpeningDay(!isDiaryDate(asked));
  const date = isDiaryDate(asked) ? asked : (opening ?? workshopNow().date);
  const view: DiaryViewKind = phone ? 'day' : params.get('view') === 'day' ? 'day' : 'week';
  const sundayOpen = useSundayOpen();
  const days = view === 'week' ? weekShown(date, sundayOpen) : [date];

  const go = useCallback(
    (next: { date?: string; view?: DiaryViewKind }) => {
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next.date) out.set('date', next.date);
        if (next.view) out.set('view', next.view);
        return out;
      });
    },
    [setParams],
  );

  return { date, view, canShowWeek: !phone, days, sundayOpen, go };
}

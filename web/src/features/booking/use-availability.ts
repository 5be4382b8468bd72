/**
 * The bookable times of the chosen date, asked of the server every time (fetchPolicy network-only).
 * When the server cannot answer, the booked times count as none: the date's
 * opening times (from the site details the page carries) stay offered, minus those already past
 * today, and the server still refuses a taken one when the customer books.
 */
import { skipToken, useQuery } from '@apollo/client/react';
import { AvailabilityDocument } from '../../gql/public';
import type { SiteInfo } from '../../shared/use-site-info';
import { isIsoDate, timeIn, todayIn, weekdayOf } from './booking-dates';
import type { SlotState } from './PreferredAppointmentFields';

export type WeekdayTimes = SiteInfo['bookingTimes'];

/** The date's opening times as the workshop's clock stands now: none for a past date, today's without those gone by. */
function openingTimes(date: string, bookingTimes: WeekdayTimes, timeZone: string, now: Date = new Date()): string[] {
  const today = todayIn(timeZone, now);
  if (date < today) return [];
  const times = bookingTimes.find((d) => d.weekday === weekdayOf(date))?.times ?? [];
  if (date !== today) return [...times];
  const time = timeIn(timeZone, now);
  return times.filter((t) => t > time);
}

export function useAvailability(date: string, opening: { bookingTimes: WeekdayTimes; timeZone: string }): { slots: SlotState; refetch: () => void } {
  const queryable = isIsoDate(date);
  const { data, loading, error, refetch } = useQuery(
    AvailabilityDocument,
    queryable ? { variables: { date }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false } : skipToken,
  );
  const again = () => {
    if (queryable) refetch().catch(() => undefined); // a failure shows through `error`
  };
  if (!queryable) return { slots: { status: 'no-date' }, refetch: again };
  const availability = data?.availability;
  // While a fresh answer is on its way, an older one (kept by Apollo) must not be offered.
  if (loading) return { slots: { status: 'loading' }, refetch: again };
  if (availability && availability.date === date) return { slots: { status: 'ready', times: availability.availableTimes }, refetch: again };
  if (error) {
    // Without the site details (a page not server-rendered whose details did not load) there is nothing to offer.
    if (!opening.bookingTimes.length) return { slots: { status: 'failed', retry: again }, refetch: again };
    return { slots: { status: 'unchecked', times: openingTimes(date, opening.bookingTimes, opening.timeZone), retry: again }, refetch: again };
  }
  return { slots: { status: 'loading' }, refetch: again };
}

/** The bookable times of the chosen date, asked of the server every time (fetchPolicy network-only). */
import { skipToken, useQuery } from '@apollo/client/react';
import { AvailabilityDocument } from '../../gql/graphql';
import { isIsoDate } from './booking-dates';
import type { SlotState } from './PreferredAppointmentFields';

export function useAvailability(date: string): { slots: SlotState; refetch: () => void } {
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
  if (error) return { slots: { status: 'failed', retry: again }, refetch: again };
  return { slots: { status: 'loading' }, refetch: again };
}

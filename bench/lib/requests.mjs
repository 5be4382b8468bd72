/** What the load generators send: dates to read, and distinct free slots to book. */
export const pad = (n) => String(n).padStart(2, '0');
export const isoDate = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
export const addDays = (d, n) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n));

/** The next ~90 days (from tomorrow), for the read targets. */
export const today = new Date();
export const READ_DATES = Array.from({ length: 90 }, (_, i) => isoDate(addDays(today, i + 1)));

export function slotTimes(from, to) {
  const times = [];
  for (let m = from * 60; m <= to * 60 + 30; m += 30) times.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  return times;
}
export const WEEKDAY_SLOTS = slotTimes(9, 16); // 09:00 .. 16:30, 16 slots
export const SATURDAY_SLOTS = slotTimes(9, 12); // 09:00 .. 12:30, 8 slots

/**
 * Distinct free booking slots from Jan 1 of next year on, skipping Sundays. Sized for
 * BOOKING_RATE_BUDGET req/s over warm-up + run; extended on the fly should a run go faster.
 */
export function bookingSlots(count) {
  const slots = [];
  let day = new Date(Date.UTC(today.getUTCFullYear() + 1, 0, 1));
  const extend = (n) => {
    while (n > 0) {
      const weekday = day.getUTCDay();
      const times = weekday === 0 ? [] : weekday === 6 ? SATURDAY_SLOTS : WEEKDAY_SLOTS;
      const date = isoDate(day);
      for (const time of times) slots.push({ date, time });
      n -= times.length;
      day = addDays(day, 1);
    }
  };
  extend(count);
  let next = 0;
  return {
    planned: slots.length,
    next() {
      if (next >= slots.length) extend(1000);
      return slots[next++];
    },
    get used() {
      return next;
    },
    get last() {
      return next ? slots[next - 1] : null;
    },
  };
}

/**
 * The booking page's own Availability document (web/src/features/booking/booking.graphql) as its
 * Apollo Client prints and sends it: anonymous callers may run only the app's documents.
 */
export const AVAILABILITY_QUERY = 'query Availability($date: String!) {\n  availability(date: $date) {\n    date\n    closed\n    availableTimes\n    __typename\n  }\n}';

/** The body of one availability request for `date`. */
export const availabilityBody = (date) => JSON.stringify({ operationName: 'Availability', query: AVAILABILITY_QUERY, variables: { date } });


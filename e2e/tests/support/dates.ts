/** Dates in the workshop's zone (Australia/Melbourne), whatever the test machine's zone. */
export function melbourneToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A Monday-to-Friday date at least `minDaysAhead` days ahead, `skip` weekdays further on. */
export function futureWeekday(minDaysAhead = 3, skip = 0): string {
  let date = addDays(melbourneToday(), minDaysAhead);
  let left = skip;
  for (;;) {
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (day !== 0 && day !== 6) {
      if (left === 0) return date;
      left--;
    }
    date = addDays(date, 1);
  }
}

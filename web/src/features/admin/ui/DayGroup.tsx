/** A panel of one day's rows in a list grouped by day: a heading with the day and a count (read out with its noun). */
import type { ReactNode } from 'react';
import { AdminIcon } from './AdminIcon';

export function DayGroup(props: { day: string; label: string; count: number; noun: [singular: string, plural: string]; children: ReactNode }) {
  const { day, label, count, noun, children } = props;
  return (
    <section className="panel day-group" aria-labelledby={`day-${day}`}>
      <h2 id={`day-${day}`} className="day-group__title">
        <AdminIcon name="calendar" size={18} />
        {label}
        <span className="count-badge">
          <span className="sr-only">(</span>
          {count}
          <span className="sr-only">{` ${count === 1 ? noun[0] : noun[1]})`}</span>
        </span>
      </h2>
      {children}
    </section>
  );
}

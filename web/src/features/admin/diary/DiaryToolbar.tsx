/** Where the diary is: previous and next (day or week), today, a date picker, and the day/week toggle (not on a phone). */
import { useId } from 'react';
import { AdminIcon } from '../ui/AdminIcon';
import { addDays, longDay, stepDay, weekLabel } from './diary-dates';
import type { DiaryView } from './use-diary-view';
import { Button } from '../ui/Button';

interface DiaryToolbarProps {
  place: DiaryView;
  today: string;
}

export function DiaryToolbar({ place, today }: DiaryToolbarProps) {
  const uid = useId();
  const { date, view, days, go, canShowWeek, sundayOpen } = place;
  const unit = view === 'week' ? 'week' : 'day';
  const step = (direction: 1 | -1) => go({ date: view === 'week' ? addDays(date, 7 * direction) : stepDay(date, direction, sundayOpen) });
  const title = view === 'week' ? `Week of ${weekLabel(days)}` : longDay(date);

  return (
    <div className="diary-toolbar">
      <div className="diary-toolbar__nav" role="group" aria-label="Choose the days shown">
        <button type="button" className="icon-button diary-toolbar__step" onClick={() => step(-1)} aria-label={`Previous ${unit}`} title={`Previous ${unit}`}>
          <AdminIcon name="chevronLeft" />
        </button>
        <Button size="small" onClick={() => go({ date: today })} disabled={days.includes(today) && (view === 'week' || date === today)}>
          Today
        </Button>
        <button type="button" className="icon-button diary-toolbar__step" onClick={() => step(1)} aria-label={`Next ${unit}`} title={`Next ${unit}`}>
          <AdminIcon name="chevronRight" />
        </button>
        <label className="sr-only" htmlFor={`${uid}-date`}>
          Go to date
        </label>
        <input
          id={`${uid}-date`}
          className="diary-toolbar__date"
          type="date"
          value={date}
          required
          onChange={(e) => {
            if (e.target.value) go({ date: e.target.value });
          }}
        />
      </div>
      <h2 className="diary-toolbar__title" aria-live="polite">
        {title}
      </h2>
      {canShowWeek && (
        <div className="diary-toggle" role="group" aria-label="View">
          {(['day', 'week'] as const).map((kind) => (
            <button key={kind} type="button" className={`diary-toggle__option${view === kind ? ' is-active' : ''}`} aria-pressed={view === kind} onClick={() => go({ view: kind })}>
              {kind === 'day' ? 'Day' : 'Week'}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

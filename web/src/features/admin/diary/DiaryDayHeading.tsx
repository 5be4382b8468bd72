/** A day's column heading: in the week its name (which opens the day), its bookings and its day sheet; in the day view its opening hours. */
import { formatTime } from '../format';
import { DaySheetButton } from './DaySheetButton';
import { dayAndMonth, shortDate, shortWeekday } from './diary-dates';
import type { DiaryDay } from './diary-model';
import type { DiaryViewKind } from './use-diary-view';

interface DiaryDayHeadingProps {
  day: DiaryDay;
  view: DiaryViewKind;
  today: boolean;
  onShowDay: (date: string) => void;
}

export function DiaryDayHeading({ day, view, today, onShowDay }: DiaryDayHeadingProps) {
  const n = day.appointments.length;
  const hours = day.opening ? `${formatTime(day.opening.open)} – ${formatTime(day.opening.close)}` : 'Closed';
  const booked = `${n} booked`;
  if (view === 'day') {
    return (
      <span className="diary-day">
        <span className="diary-day__name">
          {dayAndMonth(day.date)}
          {today && <span className="badge badge--info diary-day__today">Today</span>}
        </span>
        <span className="diary-day__meta">
          {hours}
          {day.opening && ` · ${booked}`}
        </span>
      </span>
    );
  }
  return (
    <span className="diary-day">
      <span className="diary-day__top">
        <button type="button" className="diary-day__link" onClick={() => onShowDay(day.date)}>
          <span className="diary-day__weekday">{shortWeekday(day.date)}</span> {shortDate(day.date)}
          <span className="sr-only">{today ? '(today: show the day)' : '(show the day)'}</span>
        </button>
        {day.opening && <DaySheetButton date={day.date} compact />}
      </span>
      <span className="diary-day__meta">
        {today && <span className="badge badge--info diary-day__today">Today</span>}
        {day.opening ? booked : 'Closed'}
      </span>
    </span>
  );
}

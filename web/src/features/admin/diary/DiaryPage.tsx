/**
 * The diary: the workshop's days (one, or Monday to Saturday) in half-hour rows with every booking
 * as a card, blocks shaded with their reason, 'n of N bays' and a line at the current time. A card
 * opens the booking; dragged (or 'Move…') it moves; a free half hour (or 'New booking') books one.
 * The place is in the URL (?date=&view=); the days shown reload when anything in them changes.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { AdminDiaryDocument } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { AppointmentDialog } from '../appointments/AppointmentDialog';
import { errorMessage } from '../errors';
import { AdminIcon } from '../ui/AdminIcon';
import { useNotices } from '../ui/Notices';
import { EmptyState, LoadFailed, LoadingState, PageHeader } from '../ui/States';
import { BaysControl } from './BaysControl';
import { DaySheetButton } from './DaySheetButton';
import { DiaryGrid } from './DiaryGrid';
import { DiaryToolbar } from './DiaryToolbar';
import { dayAndMonth, longDay, weekLabel } from './diary-dates';
import { asAdminAppointment, buildGrid, type DiaryEntry } from './diary-model';
import { MoveDialog } from './MoveDialog';
import { NewBookingDialog, type BookingPrefill } from './NewBookingDialog';
import { useDiaryLive, useWorkshopClock } from './use-diary-live';
import { useDiaryView } from './use-diary-view';
import { Button } from '../ui/Button';
import '../styles/admin-diary-bar.css';
import '../styles/admin-diary.css';
import '../styles/admin-diary-cards.css';
import '../styles/admin-diary-forms.css';

type Opened =
  | { kind: 'appointment'; id: string }
  | { kind: 'move'; entry: DiaryEntry; target?: { date: string; time: string } }
  | { kind: 'new'; at?: { date: string; time: string }; prefill?: BookingPrefill };

export default function DiaryPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Diary', businessName);
  const place = useDiaryView();
  const now = useWorkshopClock();
  const from = place.days[0];
  const to = place.days[place.days.length - 1];
  const diary = useQuery(AdminDiaryDocument, { variables: { from, to }, fetchPolicy: 'cache-and-network' });
  useDiaryLive(place.days, () => diary.refetch());
  // Another page may send staff here to book (the history state's `booking`): the form opens filled in, once.
  const location = useLocation();
  const navigate = useNavigate();
  const asked = (location.state as { booking?: BookingPrefill } | null)?.booking;
  const [opened, setOpened] = useState<Opened | null>(asked ? { kind: 'new', prefill: asked } : null);
  useEffect(() => {
    if (asked) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [asked, location.pathname, location.search, navigate]);
  const notices = useNotices();

  // Only the answer for the days shown (not the previous range's while the new one loads).
  const data = diary.data?.diary.days[0]?.date === from ? diary.data.diary : undefined;
  const grid = useMemo(() => (data ? buildGrid(data, now) : null), [data, now]);
  const openEntry = opened?.kind === 'appointment' ? data?.days.flatMap((d) => d.appointments).find((e) => e.appointment.id === opened.id) : undefined;
  const sheetDate = place.days.includes(place.date) ? place.date : from;
  const caption = place.view === 'week' ? `Diary, week of ${weekLabel(place.days)}` : `Diary, ${longDay(place.date)}`;
  const closed = grid && grid.times.length === 0;

  // After a move or a booking, the diary shows the day it went to.
  const done = (message: string, date: string) => {
    setOpened(null);
    notices.success(message);
    if (!place.days.includes(date)) place.go({ date });
  };

  return (
    <div className="admin-page diary-page">
      <PageHeader
        title="Diary"
        description="The workshop's bookings by day and week: drag a booking to move it, or pick a free half hour to book one."
        actions={
          <>
            <DaySheetButton date={sheetDate} />
            <Button variant="primary" onClick={() => setOpened({ kind: 'new' })}>
              <AdminIcon name="plus" size={18} /> New booking
            </Button>
          </>
        }
      />

      <section className="panel diary-panel" aria-label="Diary">
        <div className="diary-panel__bar">
          <DiaryToolbar place={place} today={now.date} />
          <BaysControl />
        </div>
        {grid ? (
          <>
            {grid.count === 0 && !closed && (
              <p className="diary-empty" role="status">
                <AdminIcon name="calendar" size={18} /> No appointments booked {place.view === 'week' ? 'this week' : `on ${dayAndMonth(place.date)}`}.
              </p>
            )}
            {closed ? (
              <EmptyState icon="calendarX">Closed on {dayAndMonth(place.date)}: no bookings are taken that day (opening hours are set in Settings).</EmptyState>
            ) : (
              <DiaryGrid
                grid={grid}
                view={place.view}
                caption={caption}
                now={now}
                selected={place.date}
                onOpen={(entry) => setOpened({ kind: 'appointment', id: entry.appointment.id })}
                onMove={(entry, target) => setOpened({ kind: 'move', entry, target })}
                onBook={(date, time) => setOpened({ kind: 'new', at: { date, time } })}
                onShowDay={(date) => place.go({ date, view: 'day' })}
              />
            )}
          </>
        ) : diary.error ? (
          <LoadFailed message={errorMessage(diary.error)} onRetry={() => void diary.refetch().catch(() => undefined)} />
        ) : (
          <LoadingState label="Loading the diary…" />
        )}
      </section>

      {openEntry && <AppointmentDialog appointment={asAdminAppointment(openEntry)} onClose={() => setOpened(null)} />}
      {opened?.kind === 'move' && <MoveDialog entry={opened.entry} target={opened.target} onClose={() => setOpened(null)} onMoved={done} />}
      {opened?.kind === 'new' && <NewBookingDialog businessName={businessName} at={opened.at} prefill={opened.prefill} onClose={() => setOpened(null)} onBooked={done} />}
    </div>
  );
}

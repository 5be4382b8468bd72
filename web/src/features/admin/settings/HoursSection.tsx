/**
 * Settings › Opening hours: each weekday open (from, to) or closed. Bookings, the booking form's
 * times and the diary follow the saved hours at once. The server checks each day; its message shows.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminOpeningHoursDocument, AdminUpdateOpeningHoursDocument } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { SettingsPanel } from './SettingsPanel';

type Day = { weekday: number; closed: boolean; open: string; close: string };
type Saved = { days: ReadonlyArray<{ weekday: number; closed: boolean; open?: string | null; close?: string | null }>; savedAt?: string | null; savedBy?: string | null };

const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Monday first, as a week is read. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];

const draftOf = (saved: Saved): Day[] =>
  ORDER.map((weekday) => {
    const d = saved.days.find((x) => x.weekday === weekday);
    return { weekday, closed: d?.closed ?? true, open: d?.open ?? '09:00', close: d?.close ?? '17:00' };
  });

export default function HoursSection() {
  const { data, error, refetch } = useQuery(AdminOpeningHoursDocument, { fetchPolicy: 'cache-and-network' });
  const hours = data?.openingHoursSettings;
  if (!hours) return error ? <LoadFailed message="The opening hours could not be loaded." onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Loading opening hours…" />;
  return <HoursForm key={String(hours.savedAt)} saved={hours} />;
}

function HoursForm({ saved }: { saved: Saved }) {
  const uid = useId();
  const notices = useNotices();
  const [days, setDays] = useState<Day[]>(() => draftOf(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(AdminUpdateOpeningHoursDocument, { refetchQueries: [AdminOpeningHoursDocument] });
  const changed = JSON.stringify(days) !== JSON.stringify(draftOf(saved));
  const set = (weekday: number, patch: Partial<Day>) => setDays((all) => all.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)));

  const onSave = async () => {
    setProblem(null);
    try {
      const input = { days: days.map((d) => (d.closed ? { weekday: d.weekday, closed: true } : { weekday: d.weekday, open: d.open, close: d.close })) };
      await save({ variables: { input } });
      notices.success('Opening hours saved. Bookings follow them from now on.');
    } catch (failure) {
      setProblem(errorMessage(failure));
      notices.error(failure);
    }
  };

  return (
    <SettingsPanel
      title="Opening hours"
      icon="clock"
      description="The days and times customers can book. The booking form offers times up to an hour before closing (half an hour on a short day); staff can book any half hour."
      saved={saved}
      changed={changed}
      saving={loading}
      saveLabel="Save opening hours"
      problem={problem}
      onSave={() => void onSave()}
      onDiscard={() => (setDays(draftOf(saved)), setProblem(null))}
    >
      <ul className="hours-list">
        {days.map((d) => (
          <li key={d.weekday} className="hours-row">
            <span className="hours-row__day" id={`${uid}-${d.weekday}`}>
              {NAMES[d.weekday]}
            </span>
            <label className="check-label">
              <input type="checkbox" checked={!d.closed} onChange={(e) => set(d.weekday, { closed: !e.target.checked })} aria-describedby={`${uid}-${d.weekday}`} />
              Open
            </label>
            {d.closed ? (
              <span className="form-note hours-row__closed">Closed</span>
            ) : (
              <span className="hours-row__times">
                <label>
                  <span className="sr-only">{NAMES[d.weekday]} opens at</span>
                  <input type="time" step={1800} value={d.open} onChange={(e) => set(d.weekday, { open: e.target.value })} required />
                </label>
                <span aria-hidden="true">to</span>
                <label>
                  <span className="sr-only">{NAMES[d.weekday]} closes at</span>
                  <input type="time" step={1800} value={d.close} onChange={(e) => set(d.weekday, { close: e.target.value })} required />
                </label>
              </span>
            )}
          </li>
        ))}
      </ul>
    </SettingsPanel>
  );
}

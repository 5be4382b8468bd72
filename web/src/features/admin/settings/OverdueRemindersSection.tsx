/**
 * Settings › Overdue reminders (owners): the days after an invoice's due date its polite reminders
 * go (none: off), and their wording with its placeholders. Read and saved over REST.
 */
import { useId, useState } from 'react';
import { useMe } from '../session/use-me';
import { Field } from '../ui/Field';
import { useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { callSetting, saveFailureText, useSavedSetting } from './rest-setting';
import { SettingsPanel } from './SettingsPanel';

interface OverdueSetting {
  days: number[];
  wording: string;
}

const PATH = '/api/admin/settings/overdue-reminders';
const DAYS_HINT = 'Days after the due date, separated by commas (up to 5, each 1 to 365); empty turns overdue reminders off.';
const PLACEHOLDERS = '{name}, {business}, {invoice}, {amount} (still owing), {total}, {dueDate}, {days} (overdue), {po}';

const call = (method: 'GET' | 'PUT', body?: OverdueSetting) =>
  callSetting<OverdueSetting>(PATH, method, body, (json) => (Array.isArray(json.days) && typeof json.wording === 'string' ? { days: json.days as number[], wording: json.wording } : null));
const get = () => call('GET');

/** "7, 14, 30" → [7, 14, 30]; null when a part is not a whole number. */
export function readDays(text: string): number[] | null {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  if (!parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  return parts.map(Number);
}

export default function OverdueRemindersSection() {
  const owner = useMe().me?.owner ?? false;
  const { saved, setSaved, failed, load } = useSavedSetting(get, owner);
  if (!owner) return null;
  if (!saved) return failed ? <LoadFailed message="The overdue reminder setting could not be loaded." onRetry={load} /> : <LoadingState label="Loading the overdue reminders…" />;
  return <OverdueForm key={`${saved.days.join(',')}-${saved.wording}`} saved={saved} onSaved={setSaved} />;
}

function OverdueForm({ saved, onSaved }: { saved: OverdueSetting; onSaved: (s: OverdueSetting) => void }) {
  const uid = useId();
  const notices = useNotices();
  const [days, setDays] = useState(saved.days.join(', '));
  const [wording, setWording] = useState(saved.wording);
  const [problem, setProblem] = useState<{ field: 'days' | 'wording'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const onSave = async () => {
    setProblem(null);
    const list = readDays(days);
    if (!list) return setProblem({ field: 'days', text: 'Enter whole numbers of days, separated by commas, e.g. 7, 14, 30.' });
    setSaving(true);
    try {
      const answer = await call('PUT', { days: list, wording });
      notices.success(answer.days.length ? `Overdue reminders go ${answer.days.join(', ')} days after the due date.` : 'Overdue reminders are off.');
      onSaved(answer);
    } catch (failure) {
      const text = saveFailureText(failure);
      setProblem({ field: /day/i.test(text) ? 'days' : 'wording', text });
      notices.errorText(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsPanel
      title="Overdue reminders"
      icon="bell"
      description="A polite email to an account or retail customer whose invoice is past its due date, once at each step, until it is paid. It is about money owed, so it goes whatever their marketing choice."
      saved={null}
      status={saved.days.length ? `${saved.days.join(', ')} days after the due date.` : 'Off.'}
      changed={days.trim() !== saved.days.join(', ') || wording !== saved.wording}
      saving={saving}
      saveLabel="Save overdue reminders"
      onSave={() => void onSave()}
      onDiscard={() => (setDays(saved.days.join(', ')), setWording(saved.wording), setProblem(null))}
    >
      <Field id={`${uid}-days`} label="Days after the due date" hint={DAYS_HINT} error={problem?.field === 'days' ? problem.text : null} alert>
        <input id={`${uid}-days`} type="text" inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
      </Field>
      <Field id={`${uid}-wording`} label="Wording" hint={`Placeholders: ${PLACEHOLDERS}. A blank line starts a new paragraph.`} error={problem?.field === 'wording' ? problem.text : null} alert>
        <textarea id={`${uid}-wording`} rows={8} value={wording} onChange={(e) => setWording(e.target.value)} />
      </Field>
    </SettingsPanel>
  );
}

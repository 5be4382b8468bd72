/**
 * Settings › Privacy (owners): whether contact messages and stored mail copies are de-identified
 * once they are older than a number of months (off by default). Read and saved over REST.
 */
import { useId, useState } from 'react';
import { useMe } from '../session/use-me';
import { Field } from '../ui/Field';
import { useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { callSetting, saveFailureText, useSavedSetting } from './rest-setting';
import { SettingsPanel } from './SettingsPanel';

interface Retention {
  enabled: boolean;
  months: number;
}

const PATH = '/api/admin/settings/privacy-retention';
const WHOLE_MONTHS = 'Enter a whole number of months from 1 to 120.';

const call = (method: 'GET' | 'PUT', body?: Retention) =>
  callSetting<Retention>(PATH, method, body, (json) => (typeof json.enabled === 'boolean' && typeof json.months === 'number' ? { enabled: json.enabled, months: json.months } : null));
const get = () => call('GET');

export default function PrivacySection() {
  const owner = useMe().me?.owner ?? false;
  const { saved, setSaved, failed, load } = useSavedSetting(get, owner);
  if (!owner) return null;
  if (!saved) return failed ? <LoadFailed message="The privacy setting could not be loaded." onRetry={load} /> : <LoadingState label="Loading the privacy setting…" />;
  return <PrivacyForm key={`${saved.enabled}-${saved.months}`} saved={saved} onSaved={setSaved} />;
}

function PrivacyForm({ saved, onSaved }: { saved: Retention; onSaved: (r: Retention) => void }) {
  const uid = useId();
  const notices = useNotices();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [months, setMonths] = useState(String(saved.months));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSave = async () => {
    setProblem(null);
    const value = months.trim();
    if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > 120) return setProblem(WHOLE_MONTHS);
    setSaving(true);
    try {
      const answer = await call('PUT', { enabled, months: Number(value) });
      notices.success(answer.enabled ? `Messages older than ${answer.months} months will be de-identified each night.` : 'Old messages are kept as they are.');
      onSaved(answer);
    } catch (failure) {
      const text = saveFailureText(failure);
      setProblem(text);
      notices.errorText(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsPanel
      title="Privacy"
      icon="lock"
      description={
        saved.enabled
          ? `Contact messages and stored copies of sent mail are de-identified once they are older than ${saved.months} months (each night). Tax invoices are never touched.`
          : 'Contact messages and stored copies of sent mail are kept until you erase a customer. Turn this on to de-identify them after a number of months.'
      }
      saved={null}
      status={saved.enabled ? 'On.' : 'Off: the standard setting applies.'}
      changed={enabled !== saved.enabled || months.trim() !== String(saved.months)}
      saving={saving}
      saveLabel="Save privacy"
      onSave={() => void onSave()}
      onDiscard={() => (setEnabled(saved.enabled), setMonths(String(saved.months)), setProblem(null))}
    >
      <label className="check-label settings-form__check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> De-identify old contact messages and mail copies
      </label>
      <Field id={`${uid}-months`} label="After how many months" hint="1 to 120. The sender's name, email, phone and words are removed; the date stays." error={problem} alert>
        <input id={`${uid}-months`} type="number" inputMode="numeric" min={1} max={120} step={1} value={months} onChange={(e) => setMonths(e.target.value)} disabled={!enabled} />
      </Field>
    </SettingsPanel>
  );
}

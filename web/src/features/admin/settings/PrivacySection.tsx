/**
 * Settings › Privacy (owners): whether contact messages and stored mail copies are de-identified
 * once they are older than a number of months (off by default). Read and saved over REST.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { RestFailure } from '../../../shared/rest';
import { adminHeaders } from '../session/admin-session';
import { useMe } from '../session/use-me';
import { Field } from '../ui/Field';
import { useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { SettingsPanel } from './SettingsPanel';

interface Retention {
  enabled: boolean;
  months: number;
}

const PATH = '/api/admin/settings/privacy-retention';
const WHOLE_MONTHS = 'Enter a whole number of months from 1 to 120.';

async function call(method: 'GET' | 'PUT', body?: Retention): Promise<Retention> {
  const res = await fetch(PATH, {
    method,
    headers: { ...adminHeaders(), accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    credentials: 'same-origin',
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => null)) as (Retention & { message?: string }) | null;
  if (!res.ok || !json) throw new RestFailure(typeof json?.message === 'string' ? json.message : null, res.status);
  return { enabled: json.enabled, months: json.months };
}

export default function PrivacySection() {
  const owner = useMe().me?.owner ?? false;
  const [saved, setSaved] = useState<Retention | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    call('GET').then(setSaved, () => setFailed(true));
  }, []);
  useEffect(() => {
    if (owner) load();
  }, [owner, load]);
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
      const text = failure instanceof RestFailure ? failure.message : 'The setting could not be saved.';
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

/**
 * Settings › Recommended work: whether work a customer declined on a quote is offered again by
 * one email, and how many days after the decision (on, 14 days, until an owner saves it). Read and
 * saved over REST; owners save, others read.
 */
import { useId, useState } from 'react';
import { useMe } from '../session/use-me';
import { Field } from '../ui/Field';
import { useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { callSetting, saveFailureText, useSavedSetting } from './rest-setting';
import { SettingsPanel } from './SettingsPanel';

interface FollowUp {
  enabled: boolean;
  days: number;
}

interface Saved {
  recommendedWorkFollowUp: FollowUp;
  savedAt: string | null;
  savedBy: string | null;
}

const PATH = '/api/admin/settings/recommended-work';
const WHOLE_DAYS = 'Enter a whole number of days from 1 to 180.';

const call = (method: 'GET' | 'PUT', body?: FollowUp) =>
  callSetting<Saved>(PATH, method, body && { recommendedWorkFollowUp: body }, (json) =>
    json.recommendedWorkFollowUp ? { recommendedWorkFollowUp: json.recommendedWorkFollowUp as FollowUp, savedAt: (json.savedAt as string | null) ?? null, savedBy: (json.savedBy as string | null) ?? null } : null,
  );
const get = () => call('GET');

export default function RecommendedWorkSection() {
  const { me } = useMe();
  const { saved, setSaved, failed, load } = useSavedSetting(get);
  if (!saved || !me) return failed ? <LoadFailed message="The recommended work setting could not be loaded." onRetry={load} /> : <LoadingState label="Loading the recommended work setting…" />;
  const { enabled, days } = saved.recommendedWorkFollowUp;
  return <FollowUpForm key={`${enabled}-${days}-${saved.savedAt ?? ''}`} saved={saved} owner={me.owner} onSaved={setSaved} />;
}

function FollowUpForm({ saved, owner, onSaved }: { saved: Saved; owner: boolean; onSaved: (s: Saved) => void }) {
  const uid = useId();
  const notices = useNotices();
  const before = saved.recommendedWorkFollowUp;
  const [enabled, setEnabled] = useState(before.enabled);
  const [days, setDays] = useState(String(before.days));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSave = async () => {
    setProblem(null);
    const value = days.trim();
    if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > 180) return setProblem(WHOLE_DAYS);
    setSaving(true);
    try {
      const answer = await call('PUT', { enabled, days: Number(value) });
      const now = answer.recommendedWorkFollowUp;
      notices.success(now.enabled ? `Declined work is offered again ${now.days} days after the customer declines it.` : 'Declined work is not followed up.');
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
      title="Recommended work"
      icon="send"
      description={
        before.enabled
          ? `Work a customer declines on a quote stays on the vehicle, and is offered again by one email ${before.days} days after they declined it (not to customers who unsubscribed, and not once it is done).`
          : 'Work a customer declines on a quote stays on the vehicle; it is not followed up by email. Turn this on to offer it again after a number of days.'
      }
      saved={saved.savedAt ? saved : null}
      changed={enabled !== before.enabled || days.trim() !== String(before.days)}
      saving={saving}
      saveLabel="Save recommended work"
      locked={owner ? undefined : 'Only an owner can change this.'}
      onSave={() => void onSave()}
      onDiscard={() => (setEnabled(before.enabled), setDays(String(before.days)), setProblem(null))}
    >
      <label className="check-label settings-form__check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} disabled={!owner} /> Follow up declined work by email
      </label>
      <Field id={`${uid}-days`} label="Days after it is declined" hint="1 to 180. The default is 14. One email per quote the customer decided." error={problem} alert>
        <input id={`${uid}-days`} type="number" inputMode="numeric" min={1} max={180} step={1} value={days} onChange={(e) => setDays(e.target.value)} disabled={!enabled || !owner} />
      </Field>
    </SettingsPanel>
  );
}

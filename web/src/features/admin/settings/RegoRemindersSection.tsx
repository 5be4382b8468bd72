/** Settings › Registration reminders: how many days before a vehicle's registration expires its owner is reminded; 0 turns them off. */
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminRegoReminderSettingsDocument, AdminUpdateRegoReminderSettingsDocument } from '../../../gql/graphql';
import { errorMessage, serverFieldErrors } from '../errors';
import { useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { SettingsPanel } from './SettingsPanel';
import { Field } from '../ui/Field';

const WHOLE_DAYS = 'Enter a whole number of days from 0 to 90 (0 turns registration reminders off).';

export default function RegoRemindersSection() {
  const { data, error, refetch } = useQuery(AdminRegoReminderSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const setting = data?.regoReminderSettings;
  if (!setting)
    return error ? (
      <LoadFailed message="The registration reminder setting could not be loaded." onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <LoadingState label="Loading the registration reminder setting…" />
    );
  return <RegoRemindersForm key={`${setting.regoReminderDays}-${String(setting.savedAt)}`} saved={setting} />;
}

function RegoRemindersForm({ saved }: { saved: { regoReminderDays: number; savedAt?: string | null; savedBy?: string | null } }) {
  const uid = useId();
  const notices = useNotices();
  const [days, setDays] = useState(String(saved.regoReminderDays));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(AdminUpdateRegoReminderSettingsDocument, { refetchQueries: [AdminRegoReminderSettingsDocument] });

  const onSave = async () => {
    setProblem(null);
    const value = days.trim();
    if (!/^\d{1,2}$/.test(value) || Number(value) > 90) return setProblem(WHOLE_DAYS);
    try {
      const { data } = await save({ variables: { input: { regoReminderDays: Number(value) } } });
      const n = data?.updateRegoReminderSettings.regoReminderDays ?? 0;
      notices.success(n ? `Registration reminders go ${n} days before the expiry.` : 'Registration reminders are off.');
    } catch (failure) {
      setProblem(serverFieldErrors(failure).regoReminderDays ?? errorMessage(failure));
      notices.error(failure);
    }
  };

  return (
    <SettingsPanel
      title="Registration reminders"
      icon="calendar"
      description={
        saved.regoReminderDays
          ? `Registration reminders are on: ${saved.regoReminderDays} days before a vehicle's registration expires, its owner is offered a roadworthy or a service.`
          : 'Registration reminders are off. Enter the days before the expiry to turn them on.'
      }
      saved={saved}
      changed={days.trim() !== String(saved.regoReminderDays)}
      saving={loading}
      saveLabel="Save registration reminders"
      onSave={() => void onSave()}
      onDiscard={() => (setDays(String(saved.regoReminderDays)), setProblem(null))}
    >
      <Field id={`${uid}-days`} label="Days before the expiry" hint="0 turns registration reminders off. The default is 14." error={problem} alert>
        <input id={`${uid}-days`} type="number" inputMode="numeric" min={0} max={90} step={1} value={days} onChange={(e) => setDays(e.target.value)} />
      </Field>
    </SettingsPanel>
  );
}

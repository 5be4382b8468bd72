/** Settings › Bays: how many cars can be booked into one half hour (the same setting as the diary's). */
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminSettingsBaysDocument, AdminSettingsSetBaysDocument } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { SettingsPanel } from './SettingsPanel';
import { Field } from '../ui/Field';

const MAX_BAYS = 20;

export default function BaysSection() {
  const { data, error, refetch } = useQuery(AdminSettingsBaysDocument, { fetchPolicy: 'cache-and-network' });
  const bays = data?.baysSetting;
  if (!bays) return error ? <LoadFailed message="The bays could not be loaded." onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Loading bays…" />;
  return <BaysForm key={`${bays.bays}-${String(bays.savedAt)}`} saved={bays} />;
}

function BaysForm({ saved }: { saved: { bays: number; savedAt?: string | null; savedBy?: string | null } }) {
  const uid = useId();
  const notices = useNotices();
  const [text, setText] = useState(String(saved.bays));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(AdminSettingsSetBaysDocument, { refetchQueries: [AdminSettingsBaysDocument] });

  const onSave = async () => {
    setProblem(null);
    const bays = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
    if (!(bays >= 1 && bays <= MAX_BAYS)) return setProblem(`Bays must be a whole number from 1 to ${MAX_BAYS}.`);
    try {
      await save({ variables: { input: { bays } } });
      notices.success(`Bays saved: up to ${bays} ${bays === 1 ? 'car' : 'cars'} per half hour.`);
    } catch (failure) {
      setProblem(errorMessage(failure));
      notices.error(failure);
    }
  };

  return (
    <SettingsPanel
      title="Bays"
      icon="lift"
      description="How many cars can be booked into the same half hour, online or by staff. The diary shows one column per bay."
      saved={saved}
      changed={text.trim() !== String(saved.bays)}
      saving={loading}
      saveLabel="Save bays"
      onSave={() => void onSave()}
      onDiscard={() => (setText(String(saved.bays)), setProblem(null))}
    >
      <Field id={`${uid}-bays`} label="Bays" error={problem} alert>
        <input id={`${uid}-bays`} className="settings-number" type="number" inputMode="numeric" min={1} max={MAX_BAYS} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
    </SettingsPanel>
  );
}

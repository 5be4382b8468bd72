/** Settings › Services: which of the standard services the site's services page and the booking form offer. */
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminServicesSettingsDocument, AdminUpdateServicesOfferedDocument } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { SettingsPanel } from './SettingsPanel';

type Saved = { services: ReadonlyArray<{ name: string; offered: boolean }>; savedAt?: string | null; savedBy?: string | null };

export default function ServicesSection() {
  const { data, error, refetch } = useQuery(AdminServicesSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const services = data?.servicesSettings;
  if (!services) return error ? <LoadFailed message="The services could not be loaded." onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Loading services…" />;
  return <ServicesForm key={String(services.savedAt)} saved={services} />;
}

const offeredOf = (saved: Saved) => saved.services.filter((s) => s.offered).map((s) => s.name);

function ServicesForm({ saved }: { saved: Saved }) {
  const notices = useNotices();
  const [offered, setOffered] = useState<string[]>(() => offeredOf(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(AdminUpdateServicesOfferedDocument, { refetchQueries: [AdminServicesSettingsDocument] });
  const changed = JSON.stringify([...offered].sort()) !== JSON.stringify(offeredOf(saved).sort());
  const toggle = (name: string, on: boolean) => setOffered((all) => (on ? [...all, name] : all.filter((n) => n !== name)));

  const onSave = async () => {
    setProblem(null);
    if (offered.length === 0) return setProblem('Offer at least one service, or customers cannot book online.');
    try {
      await save({ variables: { input: { offered } } });
      notices.success('Services saved. The site and the booking form offer them from now on.');
    } catch (failure) {
      setProblem(errorMessage(failure));
      notices.error(failure);
    }
  };

  return (
    <SettingsPanel
      title="Services offered"
      icon="wrench"
      description="The services customers see on the site and can choose on the booking form. Bookings already made keep theirs."
      saved={saved}
      changed={changed}
      saving={loading}
      saveLabel="Save services"
      problem={problem}
      onSave={() => void onSave()}
      onDiscard={() => (setOffered(offeredOf(saved)), setProblem(null))}
    >
      <fieldset className="settings-choices settings-choices--grid">
        <legend className="sr-only">Services offered</legend>
        {saved.services.map((s) => (
          <label key={s.name} className="check-label">
            <input type="checkbox" checked={offered.includes(s.name)} onChange={(e) => toggle(s.name, e.target.checked)} />
            {s.name}
          </label>
        ))}
      </fieldset>
    </SettingsPanel>
  );
}

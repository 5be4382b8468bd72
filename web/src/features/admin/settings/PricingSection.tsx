/** Settings › Pricing: whether the prices staff enter include GST, for every new quote and invoice. */
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminPricingSettingsDocument, AdminUpdatePricingSettingsDocument } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { SettingsPanel } from './SettingsPanel';

export default function PricingSection() {
  const { data, error, refetch } = useQuery(AdminPricingSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const pricing = data?.pricingSettings;
  if (!pricing) return error ? <LoadFailed message="The pricing setting could not be loaded." onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Loading pricing…" />;
  return <PricingForm key={String(pricing.savedAt)} saved={pricing} />;
}

function PricingForm({ saved }: { saved: { pricesIncludeGst: boolean; savedAt?: string | null; savedBy?: string | null } }) {
  const notices = useNotices();
  const [includeGst, setIncludeGst] = useState(saved.pricesIncludeGst);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(AdminUpdatePricingSettingsDocument, { refetchQueries: [AdminPricingSettingsDocument] });
  const onSave = async () => {
    setProblem(null);
    try {
      await save({ variables: { input: { pricesIncludeGst: includeGst } } });
      notices.success('Pricing saved. New quotes and invoices use it from now on.');
    } catch (failure) {
      setProblem(errorMessage(failure));
      notices.error(failure);
    }
  };
  const option = (value: boolean, label: string, note: string) => (
    <label className="check-label settings-choice">
      <input type="radio" name="pricesIncludeGst" checked={includeGst === value} onChange={() => setIncludeGst(value)} />
      <span>
        <strong>{label}</strong>
        <span className="form-note">{note}</span>
      </span>
    </label>
  );
  return (
    <SettingsPanel
      title="Pricing"
      icon="receipt"
      description="How the prices you type on quotes and invoices are read. Each document keeps the basis it was made with."
      saved={saved}
      changed={includeGst !== saved.pricesIncludeGst}
      saving={loading}
      saveLabel="Save pricing"
      problem={problem}
      onSave={() => void onSave()}
      onDiscard={() => setIncludeGst(saved.pricesIncludeGst)}
    >
      <fieldset className="settings-choices">
        <legend className="afield__label">Prices you enter</legend>
        {option(true, 'Include GST', 'What the customer pays: most Australian workshops quote this way.')}
        {option(false, 'Exclude GST', 'GST is added on top of the prices you enter.')}
      </fieldset>
    </SettingsPanel>
  );
}

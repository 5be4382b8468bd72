/**
 * The technicians' cost rates as a form: the default cost of an hour, and each technician's own
 * rate (empty: the default), saved with what is wrong shown under each field. The caller saves; a
 * failure's message shows in the panel and under the field it names.
 */
import { useId, useState } from 'react';
import { errorMessage, serverFieldErrors } from '../errors';
import { Field } from '../ui/Field';
import { useNotices } from '../ui/Notices';
import { useFieldProblems } from '../ui/use-field-problems';
import {
  costRatesInput,
  costRatesProblems,
  DEFAULT_RATE_FIELD,
  draftOfCostRates,
  rateField,
  sameCostRates,
  serverCostRatesProblems,
  type SavedCostRates,
} from './cost-rates-draft';
import { SettingsPanel } from './SettingsPanel';
import '../styles/admin-cost-rates.css';

export type CostRatesInput = ReturnType<typeof costRatesInput>;

interface TechnicianCostRatesFormProps {
  saved: SavedCostRates & { savedAt?: string | null; savedBy?: string | null };
  save: (input: CostRatesInput) => Promise<void>;
}

export function TechnicianCostRatesForm({ saved, save }: TechnicianCostRatesFormProps) {
  const uid = useId();
  const notices = useNotices();
  const [draft, setDraft] = useState(() => draftOfCostRates(saved));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fields = useFieldProblems(uid);
  const changed = !sameCostRates(draft, saved);
  const defaultText = draft.defaultRate.trim() ? `$${draft.defaultRate.trim()}` : 'the default';

  async function onSave() {
    setProblem(null);
    if (!fields.check(costRatesProblems(draft, saved))) return;
    setBusy(true);
    try {
      await save(costRatesInput(draft, saved));
      fields.clear();
      notices.success('Technician cost rates saved. Margins use them from now on.');
    } catch (failure) {
      setProblem(errorMessage(failure));
      notices.error(failure);
      fields.check(serverCostRatesProblems(saved, serverFieldErrors(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsPanel
      title="Technician cost rates"
      icon="user"
      description="What an hour of each technician’s time costs the workshop (pay and on-costs). The margin on job cards, analytics and reports works labour cost out from these. Leave a technician’s rate empty to use the default. Only owners see this section."
      saved={saved.savedAt ? saved : null}
      status="Not saved yet: every hour costs the default."
      changed={changed}
      saving={busy}
      saveLabel="Save cost rates"
      problem={problem}
      onSave={() => void onSave()}
      onDiscard={() => (setDraft(draftOfCostRates(saved)), setProblem(null), fields.clear())}
    >
      <Field id={`${uid}-${DEFAULT_RATE_FIELD}`} label="Default cost per hour ($)" error={fields.problems[DEFAULT_RATE_FIELD]} className="cost-rates__default">
        <input
          id={`${uid}-${DEFAULT_RATE_FIELD}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft.defaultRate}
          onChange={(e) => setDraft((d) => ({ ...d, defaultRate: e.target.value }))}
        />
      </Field>
      {saved.technicians.length === 0 ? (
        <p className="form-note">No technicians yet: staff accounts with the technician role, and anyone who clocks time, are listed here.</p>
      ) : (
        <fieldset className="cost-rates">
          <legend className="cost-rates__legend">Technicians’ own rates ($ an hour)</legend>
          <ul className="cost-rates__list">
            {saved.technicians.map((t) => (
              <li key={t.technicianId} data-testid="cost-rate">
                <Field id={`${uid}-${rateField(t.technicianId)}`} label={t.name} error={fields.problems[rateField(t.technicianId)]}>
                  <input
                    id={`${uid}-${rateField(t.technicianId)}`}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={`Default (${defaultText})`}
                    value={draft.rates[t.technicianId] ?? ''}
                    onChange={(e) => setDraft((d) => ({ ...d, rates: { ...d.rates, [t.technicianId]: e.target.value } }))}
                  />
                </Field>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </SettingsPanel>
  );
}

/**
 * The labour rates as a form: each rate's name and hourly rate, the default (the rate a new labour
 * line is charged at), add and remove (asked first), and save with what is wrong shown under each
 * field. The caller saves; a failure's message shows in the panel and under the fields it names.
 */
import { useId, useState } from 'react';
import { errorMessage, serverFieldErrors } from '../errors';
import { AdminIcon } from '../ui/AdminIcon';
import { Button } from '../ui/Button';
import { useConfirm } from '../ui/Confirm';
import { Field } from '../ui/Field';
import { IconButton } from '../ui/IconButton';
import { useNotices } from '../ui/Notices';
import { useFieldProblems } from '../ui/use-field-problems';
import {
  draftOfRates,
  MAX_RATE_NAME,
  RATES_PROBLEM,
  rateFieldName,
  ratesInput,
  ratesProblems,
  sameRates,
  serverRateProblems,
  withNewRow,
  withoutRow,
  type RateRow,
  type RatesDraft,
  type SavedRate,
} from './labour-rates-draft';
import { SettingsPanel } from './SettingsPanel';

export type RatesInput = ReturnType<typeof ratesInput>;

interface LabourRatesFormProps {
  saved: readonly SavedRate[];
  /** When and by whom the rates were saved, if the server says. */
  savedFacts?: { savedAt?: string | null; savedBy?: string | null } | null;
  save: (rates: RatesInput) => Promise<void>;
  /** Owners change the rates; anyone else reads them. */
  canEdit?: boolean;
}

function ratesStatus(saved: readonly SavedRate[]): string {
  const fallback = saved.find((rate) => rate.isDefault) ?? saved[0];
  if (!fallback) return 'No rates saved.';
  return `${saved.length} ${saved.length === 1 ? 'rate' : 'rates'}; the default is ${fallback.name}.`;
}

export function LabourRatesForm({ saved, savedFacts = null, save, canEdit = true }: LabourRatesFormProps) {
  const uid = useId();
  const notices = useNotices();
  const confirm = useConfirm();
  const [draft, setDraft] = useState<RatesDraft>(() => draftOfRates(saved));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fields = useFieldProblems(uid);
  const changed = !sameRates(draft, saved);
  const fieldId = (row: RateRow, field: 'name' | 'hourlyRate') => `${uid}-${rateFieldName(row, field)}`;

  const edit = (key: string, patch: Partial<RateRow>) => setDraft((d) => ({ ...d, rows: d.rows.map((row) => (row.key === key ? { ...row, ...patch } : row)) }));

  function add() {
    const next = withNewRow(draft);
    setDraft(next);
    const row = next.rows[next.rows.length - 1];
    requestAnimationFrame(() => document.getElementById(fieldId(row, 'name'))?.focus());
  }

  async function remove(row: RateRow, n: number) {
    const name = row.name.trim();
    if (row.id || name || row.hourlyRate.trim()) {
      const yes = await confirm({
        title: 'Remove labour rate',
        message: `Remove the labour rate ${name ? `“${name}”` : n}? Lines already charged at it keep their price. The change is made when you save.`,
        confirmLabel: 'Remove rate',
      });
      if (!yes) return;
    }
    setDraft((d) => withoutRow(d, row.key));
  }

  async function onSave() {
    setProblem(null);
    if (!fields.check(ratesProblems(draft))) return;
    setBusy(true);
    try {
      await save(ratesInput(draft));
      fields.clear();
      notices.success('Labour rates saved. New labour lines can be charged at them.');
    } catch (failure) {
      setProblem(errorMessage(failure));
      notices.error(failure);
      fields.check(serverRateProblems(draft, serverFieldErrors(failure)));
    } finally {
      setBusy(false);
    }
  }

  const count = draft.rows.length;
  return (
    <SettingsPanel
      title="Labour rates"
      icon="wrench"
      description="The hourly rates labour is charged at. A labour line on a job card or an invoice picks a rate, which fills in its price; a new labour line starts at the default."
      saved={savedFacts}
      status={ratesStatus(saved)}
      changed={changed}
      saving={busy}
      saveLabel="Save labour rates"
      problem={problem}
      locked={canEdit ? undefined : 'Only an owner can change the labour rates.'}
      onSave={() => void onSave()}
      onDiscard={() => (setDraft(draftOfRates(saved)), setProblem(null), fields.clear())}
    >
      {count === 0 ? (
        <p className="labour-rates__empty">No labour rates. Add one, for example “Standard” at $150.00 an hour: labour lines are charged at a rate.</p>
      ) : (
        <fieldset className="labour-rates">
          <legend className="sr-only">Labour rates (the default is the one chosen)</legend>
          <ul className="labour-rates__list">
            {draft.rows.map((row, i) => {
              const label = row.name.trim() || `rate ${i + 1}`;
              return (
                <li key={row.key} className="labour-rate" data-testid="labour-rate">
                  <Field id={fieldId(row, 'name')} label="Name" error={fields.problems[rateFieldName(row, 'name')]} className="labour-rate__name">
                    <input id={fieldId(row, 'name')} value={row.name} maxLength={MAX_RATE_NAME} autoComplete="off" placeholder="e.g. Standard" readOnly={!canEdit} onChange={(e) => edit(row.key, { name: e.target.value })} />
                  </Field>
                  <Field id={fieldId(row, 'hourlyRate')} label="Hourly rate ($)" error={fields.problems[rateFieldName(row, 'hourlyRate')]} className="labour-rate__rate">
                    <input
                      id={fieldId(row, 'hourlyRate')}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step={0.01}
                      value={row.hourlyRate}
                      readOnly={!canEdit}
                      onChange={(e) => edit(row.key, { hourlyRate: e.target.value })}
                    />
                  </Field>
                  <label className="check-label labour-rate__default">
                    <input type="radio" name={`${uid}-default`} checked={draft.defaultKey === row.key} disabled={!canEdit} aria-label={`Default rate: ${label}`} onChange={() => setDraft((d) => ({ ...d, defaultKey: row.key }))} />
                    <span aria-hidden="true">Default</span>
                  </label>
                  {canEdit && <IconButton icon="trash" danger label={`Remove ${label}`} title="Remove rate" onClick={() => void remove(row, i + 1)} />}
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {fields.problems[RATES_PROBLEM] && (
        <p id={`${uid}-${RATES_PROBLEM}-problem`} className="field-problem" role="alert">
          {fields.problems[RATES_PROBLEM]}
        </p>
      )}
      {canEdit && (
        <div>
          <Button id={`${uid}-${RATES_PROBLEM}`} onClick={add} aria-describedby={fields.problems[RATES_PROBLEM] ? `${uid}-${RATES_PROBLEM}-problem` : undefined}>
            <AdminIcon name="plus" size={18} /> Add rate
          </Button>
        </div>
      )}
    </SettingsPanel>
  );
}

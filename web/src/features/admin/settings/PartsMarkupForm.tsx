/**
 * The parts markup as a form: each band's highest cost and multiplier (the last band covers every
 * cost above, so it has no highest cost), add and remove bands, an example of what a part of a
 * given cost sells at by the bands as typed, and save with what is wrong shown under each field.
 * The caller saves; a failure's message shows in the panel and under the fields it names.
 */
import { useId, useState } from 'react';
import { errorMessage, serverFieldErrors } from '../errors';
import { AdminIcon } from '../ui/AdminIcon';
import { Button } from '../ui/Button';
import { Field, FieldValue } from '../ui/Field';
import { IconButton } from '../ui/IconButton';
import { useNotices } from '../ui/Notices';
import { useFieldProblems } from '../ui/use-field-problems';
import {
  BANDS_PROBLEM,
  bandFieldName,
  draftOfBands,
  exampleLine,
  lastBandCovers,
  markupInput,
  markupProblems,
  sameBands,
  serverMarkupProblems,
  withNewBand,
  withoutBand,
  type BandRow,
  type SavedBand,
} from './markup-draft';
import { SettingsPanel } from './SettingsPanel';
import '../styles/admin-parts.css';

export type MarkupBandsInput = ReturnType<typeof markupInput>;

interface PartsMarkupFormProps {
  saved: readonly SavedBand[];
  save: (bands: MarkupBandsInput) => Promise<void>;
  /** Owners change the markup; anyone else reads it. */
  canEdit?: boolean;
}

export function PartsMarkupForm({ saved, save, canEdit = true }: PartsMarkupFormProps) {
  const uid = useId();
  const notices = useNotices();
  const [rows, setRows] = useState<BandRow[]>(() => draftOfBands(saved));
  const [exampleCost, setExampleCost] = useState('20.00');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fields = useFieldProblems(uid);
  const changed = !sameBands(rows, saved);
  const fieldId = (row: BandRow, field: 'upToCost' | 'multiplier') => `${uid}-${bandFieldName(row, field)}`;
  const example = exampleLine(exampleCost, rows);

  const edit = (key: string, patch: Partial<BandRow>) => setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  function add() {
    const next = withNewBand(rows);
    setRows(next);
    const band = next[Math.max(0, next.length - 2)];
    requestAnimationFrame(() => document.getElementById(fieldId(band, next.length === 1 ? 'multiplier' : 'upToCost'))?.focus());
  }

  async function onSave() {
    setProblem(null);
    if (!fields.check(markupProblems(rows))) return;
    setBusy(true);
    try {
      await save(markupInput(rows));
      fields.clear();
      notices.success('Parts markup saved. Parts without a fixed sell price sell by it from now on.');
    } catch (failure) {
      setProblem(errorMessage(failure));
      notices.error(failure);
      fields.check(serverMarkupProblems(rows, serverFieldErrors(failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsPanel
      title="Parts markup"
      icon="database"
      description="What a part sells at when it has no fixed sell price: its cost × the multiplier of its band. A band covers costs up to and including its highest cost; the last covers every cost above."
      saved={null}
      status={`${saved.length} ${saved.length === 1 ? 'band' : 'bands'}.`}
      changed={changed}
      saving={busy}
      saveLabel="Save parts markup"
      problem={problem}
      locked={canEdit ? undefined : 'Only an owner can change the parts markup.'}
      onSave={() => void onSave()}
      onDiscard={() => (setRows(draftOfBands(saved)), setProblem(null), fields.clear())}
    >
      {rows.length === 0 ? (
        <p className="markup-bands__empty">No bands. Add one: parts without a fixed sell price sell by them.</p>
      ) : (
        <fieldset className="markup-bands">
          <legend className="sr-only">Markup bands, in rising cost</legend>
          <ol className="markup-bands__list">
            {rows.map((row, i) => {
              const last = i === rows.length - 1;
              const label = `band ${i + 1}`;
              return (
                <li key={row.key} className="markup-band" data-testid="markup-band">
                  {last ? (
                    <FieldValue label="Costs" className="markup-band__upto">
                      <span className="markup-band__above">{lastBandCovers(rows)}</span>
                    </FieldValue>
                  ) : (
                    <Field id={fieldId(row, 'upToCost')} label="Up to cost ($)" error={fields.problems[bandFieldName(row, 'upToCost')]} className="markup-band__upto">
                      <input id={fieldId(row, 'upToCost')} type="text" inputMode="decimal" autoComplete="off" value={row.upToCost} readOnly={!canEdit} onChange={(e) => edit(row.key, { upToCost: e.target.value })} />
                    </Field>
                  )}
                  <Field id={fieldId(row, 'multiplier')} label="Multiplier" error={fields.problems[bandFieldName(row, 'multiplier')]} className="markup-band__multiplier">
                    <input
                      id={fieldId(row, 'multiplier')}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="e.g. 1.6"
                      value={row.multiplier}
                      readOnly={!canEdit}
                      onChange={(e) => edit(row.key, { multiplier: e.target.value })}
                    />
                  </Field>
                  {canEdit && <IconButton icon="trash" danger label={`Remove ${label}`} title="Remove band" onClick={() => setRows((list) => withoutBand(list, row.key))} />}
                </li>
              );
            })}
          </ol>
        </fieldset>
      )}
      {fields.problems[BANDS_PROBLEM] && (
        <p id={`${uid}-${BANDS_PROBLEM}-problem`} className="field-problem" role="alert">
          {fields.problems[BANDS_PROBLEM]}
        </p>
      )}
      {canEdit && (
        <div>
          <Button id={`${uid}-${BANDS_PROBLEM}`} onClick={add} aria-describedby={fields.problems[BANDS_PROBLEM] ? `${uid}-${BANDS_PROBLEM}-problem` : undefined}>
            <AdminIcon name="plus" size={18} /> Add band
          </Button>
        </div>
      )}
      <div className="markup-example">
        <Field id={`${uid}-example`} label="Example cost ($)" className="markup-example__cost">
          <input id={`${uid}-example`} type="text" inputMode="decimal" autoComplete="off" value={exampleCost} onChange={(e) => setExampleCost(e.target.value)} />
        </Field>
        <p className="markup-example__line" aria-live="polite" data-testid="markup-example">
          {example ?? 'Enter a cost, and the bands it falls in, to see what it sells at.'}
        </p>
      </div>
    </SettingsPanel>
  );
}

/**
 * Add or change a canned job: its name and lines (the shared lines editor: kind, description,
 * quantity or hours, unit price, GST-free, a labour line's rate). The server's refusals are shown
 * under the name or the lines.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminCannedJobsDocument, AdminCreateCannedJobDocument, AdminUpdateCannedJobDocument } from '../../../gql/graphql';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { LinesEditor } from '../ui/LinesEditor';
import { useFieldProblems } from '../ui/use-field-problems';
import { useLineChoices } from '../ui/use-line-choices';
import { amountOf, cannedJobInput, draftOf, draftProblems, emptyDraft, lineProblems, newLine, type CannedJob, type CannedJobDraft } from './canned-job-draft';

interface Props {
  /** The canned job to change; none: a new one. */
  job: CannedJob | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function CannedJobDialog({ job, onClose, onSaved }: Props) {
  return (
    <FormDialog title={job ? 'Edit Canned Job' : 'Add Canned Job'} subtitle={job?.name} onClose={onClose} size="large">
      {(setBusy) => <CannedJobForm job={job} onClose={onClose} onSaved={onSaved} setBusy={setBusy} />}
    </FormDialog>
  );
}

function CannedJobForm({ job, onClose, onSaved, setBusy }: Props & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const choices = useLineChoices();
  const [draft, setDraft] = useState<CannedJobDraft>(() => (job ? draftOf(job, choices) : emptyDraft()));
  const { problems, check, send } = useFieldProblems(uid, setBusy);
  const refetch = { refetchQueries: [AdminCannedJobsDocument], awaitRefetchQueries: true };
  const [create, creating] = useMutation(AdminCreateCannedJobDocument, refetch);
  const [update, updating] = useMutation(AdminUpdateCannedJobDocument, refetch);
  const loading = creating.loading || updating.loading;
  const rowProblems = lineProblems(draft.lines, choices);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const found = draftProblems(draft);
    if (!found.lines && rowProblems.size) found.lines = 'Check the quantities and prices of the lines marked.';
    if (!check(found)) return;
    const input = cannedJobInput(draft, choices);
    if (job) await send(() => update({ variables: { id: job.id, input } }), ({ data }) => onSaved(`${data?.updateCannedJob.name ?? input.name} is saved.`));
    else await send(() => create({ variables: { input } }), ({ data }) => onSaved(`${data?.createCannedJob.name ?? input.name} is added.`));
  }

  return (
    <DialogForm id={uid} onSubmit={onSubmit} className="dialog-form" noValidate loading={loading} onCancel={onClose} icon={job ? 'check' : 'plus'} label={job ? 'Save' : 'Add Canned Job'} busyLabel="Saving…">
      <Field id={`${uid}-name`} label="Name" hint="e.g. Logbook service 4-cyl" required error={problems.name}>
        <input id={`${uid}-name`} name="name" autoComplete="off" maxLength={100} value={draft.name} onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))} required data-autofocus />
      </Field>
      <fieldset id={`${uid}-lines`} tabIndex={-1} className="canned-job__lines" aria-describedby={problems.lines ? `${uid}-lines-problem` : `${uid}-lines-hint`}>
        <legend className="afield__label">Lines</legend>
        <p id={`${uid}-lines-hint`} className="form-note">
          Added to a job card as they are here, then edited as any line. A labour line left at its rate’s price takes the rate’s price of the day it is added.
        </p>
        {problems.lines && (
          <p id={`${uid}-lines-problem`} className="field-problem" role="alert">
            {problems.lines}
          </p>
        )}
        <LinesEditor
          lines={draft.lines}
          onChange={(lines) => setDraft((d) => ({ ...d, lines }))}
          newLine={newLine}
          label="Canned job lines"
          testId="canned-line"
          placeholder="e.g. Front brake pads"
          emptyText='No lines yet. Click "+ Add Item" to add one.'
          problemOf={(line) => rowProblems.get(line.key) ?? null}
          amountOf={amountOf}
          choices={choices}
        />
      </fieldset>
    </DialogForm>
  );
}

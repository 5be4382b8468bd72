/** 'Add Car' on the Courtesy Cars page: rego, description and notes; the server's refusals under their field. */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminAddCourtesyCarDocument, AdminCourtesyCarsDocument } from '../../../gql/graphql';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useFieldProblems } from '../ui/use-field-problems';

interface Props {
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function AddCourtesyCarDialog({ onClose, onSaved }: Props) {
  return (
    <FormDialog title="Add Courtesy Car" onClose={onClose}>
      {(setBusy) => <AddForm onClose={onClose} onSaved={onSaved} setBusy={setBusy} />}
    </FormDialog>
  );
}

function AddForm({ onClose, onSaved, setBusy }: Props & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const [rego, setRego] = useState('');
  const [description, setDescription] = useState('');
  const [notes, setNotes] = useState('');
  const { problems, check, send } = useFieldProblems(uid, setBusy);
  const [add, { loading }] = useMutation(AdminAddCourtesyCarDocument, { refetchQueries: [AdminCourtesyCarsDocument], awaitRefetchQueries: true });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const missing: Record<string, string> = {};
    if (!rego.trim()) missing.rego = 'Rego is required.';
    if (!description.trim()) missing.description = 'Description is required.';
    if (!check(missing)) return;
    await send(
      () => add({ variables: { input: { rego, description, notes: notes.trim() || null } } }),
      ({ data }) => onSaved(`${data?.addCourtesyCar.rego ?? rego} is added.`),
    );
  }

  return (
    <DialogForm id={uid} onSubmit={onSubmit} className="dialog-form" noValidate loading={loading} onCancel={onClose} icon="plus" label="Add Car" busyLabel="Adding…">
      <Field id={`${uid}-rego`} label="Rego" required error={problems.rego}>
        <input id={`${uid}-rego`} name="rego" autoComplete="off" maxLength={20} value={rego} onChange={(e) => setRego(e.target.value)} required data-autofocus />
      </Field>
      <Field id={`${uid}-description`} label="Description" hint="e.g. Silver Corolla" required error={problems.description}>
        <input id={`${uid}-description`} name="description" autoComplete="off" maxLength={100} value={description} onChange={(e) => setDescription(e.target.value)} required />
      </Field>
      <Field id={`${uid}-notes`} label="Notes" error={problems.notes}>
        <textarea id={`${uid}-notes`} name="notes" rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </Field>
    </DialogForm>
  );
}

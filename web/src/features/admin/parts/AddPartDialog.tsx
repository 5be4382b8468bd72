/** 'Add Part' on the Parts page: the part's fields in a dialog; the server's refusals under their field. */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminCreatePartDocument, AdminPartsDocument } from '../../../gql/graphql';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useFieldProblems } from '../ui/use-field-problems';
import { emptyPartDraft, partInput, partProblems, type Part, type PartDraft } from './part-draft';
import { PartFields } from './PartFields';

interface Props {
  onClose: () => void;
  onAdded: (part: Part) => void;
}

export function AddPartDialog({ onClose, onAdded }: Props) {
  return (
    <FormDialog title="Add Part" onClose={onClose} size="large">
      {(setBusy) => <AddPartForm onClose={onClose} onAdded={onAdded} setBusy={setBusy} />}
    </FormDialog>
  );
}

function AddPartForm({ onClose, onAdded, setBusy }: Props & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const [draft, setDraft] = useState<PartDraft>(emptyPartDraft);
  const { problems, check, send } = useFieldProblems(uid, setBusy);
  const [create, { loading }] = useMutation(AdminCreatePartDocument, { refetchQueries: [AdminPartsDocument], awaitRefetchQueries: true });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading || !check(partProblems(draft))) return;
    await send(
      () => create({ variables: { input: partInput(draft) } }),
      ({ data }) => data && onAdded(data.createPart),
    );
  }

  return (
    <DialogForm id={uid} onSubmit={onSubmit} noValidate loading={loading} onCancel={onClose} icon="plus" label="Add Part" busyLabel="Adding…">
      <PartFields idPrefix={uid} draft={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} problems={problems} autoFocus />
    </DialogForm>
  );
}

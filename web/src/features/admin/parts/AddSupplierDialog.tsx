/** 'Add Supplier' on the Parts page: its name, email, and the headers of its CSV price file's columns. */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminCreateSupplierDocument, AdminSuppliersDocument } from '../../../gql/graphql';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useFieldProblems } from '../ui/use-field-problems';
import { COLUMN_FIELDS, columnField, emptySupplierDraft, supplierInput, supplierProblems, type SupplierDraft } from './supplier-draft';

interface Props {
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function AddSupplierDialog({ onClose, onSaved }: Props) {
  return (
    <FormDialog title="Add Supplier" onClose={onClose} size="medium">
      {(setBusy) => <AddSupplierForm onClose={onClose} onSaved={onSaved} setBusy={setBusy} />}
    </FormDialog>
  );
}

function AddSupplierForm({ onClose, onSaved, setBusy }: Props & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const [draft, setDraft] = useState<SupplierDraft>(emptySupplierDraft);
  const { problems, check, send } = useFieldProblems(uid, setBusy);
  const [create, { loading }] = useMutation(AdminCreateSupplierDocument, { refetchQueries: [AdminSuppliersDocument], awaitRefetchQueries: true });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading || !check(supplierProblems(draft))) return;
    const input = supplierInput(draft);
    await send(
      () => create({ variables: { input } }),
      ({ data }) => onSaved(`${data?.createSupplier.name ?? input.name} is added.`),
    );
  }

  return (
    <DialogForm id={uid} onSubmit={onSubmit} className="dialog-form" noValidate loading={loading} onCancel={onClose} icon="plus" label="Add Supplier" busyLabel="Adding…">
      <Field id={`${uid}-name`} label="Name" required error={problems.name}>
        <input id={`${uid}-name`} name="name" autoComplete="off" maxLength={100} value={draft.name} onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))} required data-autofocus />
      </Field>
      <Field id={`${uid}-email`} label="Email" hint="Where purchase orders go." error={problems.email}>
        <input id={`${uid}-email`} name="email" type="email" autoComplete="off" maxLength={254} value={draft.email} onChange={(e) => setDraft((d) => ({ ...d, email: e.target.value }))} />
      </Field>
      <fieldset className="supplier-columns">
        <legend className="afield__label">Price file columns</legend>
        <p className="form-note">The headers of the supplier’s CSV price file, as written in its first row. With any of them, the part number and cost price columns are needed.</p>
        <div className="supplier-columns__grid">
          {COLUMN_FIELDS.map(({ key, label }) => (
            <Field key={key} id={`${uid}-${columnField(key)}`} label={label} error={problems[columnField(key)]}>
              <input
                id={`${uid}-${columnField(key)}`}
                name={columnField(key)}
                autoComplete="off"
                maxLength={100}
                value={draft.columns[key]}
                onChange={(e) => setDraft((d) => ({ ...d, columns: { ...d.columns, [key]: e.target.value } }))}
              />
            </Field>
          ))}
        </div>
      </fieldset>
    </DialogForm>
  );
}

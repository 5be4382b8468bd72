/**
 * A supplier's price file columns set or changed from its Import Price File: the header of each
 * column as its CSV's first row writes it (the part number's and cost price's needed). The supplier
 * is saved whole (its name and email as they are), and the file can then be chosen.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminUpdateSupplierDocument, type AdminSupplierFragment } from '../../../gql/graphql';
import { Field } from '../ui/Field';
import { useFieldProblems } from '../ui/use-field-problems';
import { COLUMN_FIELDS, columnField, columnsProblems, draftOfSupplier, supplierInput, type SupplierDraft } from './supplier-draft';

interface Props {
  /** The form's id: the dialog's Save Columns button submits it. */
  id: string;
  supplier: AdminSupplierFragment;
  setBusy: (busy: boolean) => void;
  onSaved: (supplier: AdminSupplierFragment) => void;
}

export function PriceColumnsForm({ id, supplier, setBusy, onSaved }: Props) {
  const uid = useId();
  const [draft, setDraft] = useState<SupplierDraft>(() => draftOfSupplier(supplier));
  const { problems, check, send } = useFieldProblems(uid, setBusy);
  const [update, { loading }] = useMutation(AdminUpdateSupplierDocument);

  // Opened from the dialog's other steps too: the first header takes the focus.
  useEffect(() => {
    document.getElementById(`${uid}-${columnField('partNumber')}`)?.focus();
  }, [uid]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || !check(columnsProblems(draft))) return;
    const input = supplierInput(draft);
    await send(
      () => update({ variables: { id: supplier.id, input } }),
      ({ data }) => data && onSaved(data.updateSupplier),
    );
  }

  return (
    <form id={id} onSubmit={(e) => void onSubmit(e)} className="supplier-columns price-columns-form" noValidate>
      <p className="form-note">
        {supplier.priceFileColumns ? 'Change' : 'Set'} the headers of {supplier.name}’s CSV price file, as its first row writes them (capitals do not matter). The part number and cost price columns are needed.
      </p>
      {problems.name && <p className="field-problem">{problems.name}</p>}
      {problems.email && <p className="field-problem">{problems.email}</p>}
      <div className="supplier-columns__grid">
        {COLUMN_FIELDS.map(({ key, label }, i) => (
          <Field key={key} id={`${uid}-${columnField(key)}`} label={label} required={key === 'partNumber' || key === 'costPrice'} error={problems[columnField(key)]}>
            <input
              id={`${uid}-${columnField(key)}`}
              name={columnField(key)}
              autoComplete="off"
              maxLength={100}
              value={draft.columns[key]}
              onChange={(e) => setDraft((d) => ({ ...d, columns: { ...d.columns, [key]: e.target.value } }))}
              data-autofocus={i === 0 ? true : undefined}
            />
          </Field>
        ))}
      </div>
    </form>
  );
}

/** 'Lend' on the Courtesy Cars page: who borrows the car (name, phone) and the day it is due back. */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminCourtesyCarsDocument, AdminLendCourtesyCarDocument } from '../../../gql/graphql';
import { workshopToday } from '../format';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useFieldProblems } from '../ui/use-field-problems';
import type { CourtesyCarRow } from './courtesy-cars.types';

interface Props {
  car: CourtesyCarRow;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function LendCourtesyCarDialog({ car, onClose, onSaved }: Props) {
  return (
    <FormDialog title={`Lend ${car.rego}`} subtitle={car.description} onClose={onClose}>
      {(setBusy) => <LendForm car={car} onClose={onClose} onSaved={onSaved} setBusy={setBusy} />}
    </FormDialog>
  );
}

function LendForm({ car, onClose, onSaved, setBusy }: Props & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const today = workshopToday();
  const [customerName, setCustomerName] = useState('');
  const [customerPhone, setCustomerPhone] = useState('');
  const [dueBack, setDueBack] = useState(today);
  const [notes, setNotes] = useState('');
  const { problems, check, send } = useFieldProblems(uid, setBusy);
  const [lend, { loading }] = useMutation(AdminLendCourtesyCarDocument, { refetchQueries: [AdminCourtesyCarsDocument], awaitRefetchQueries: true });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const missing: Record<string, string> = {};
    if (!customerName.trim()) missing.customerName = 'Customer name is required.';
    if (!customerPhone.trim()) missing.customerPhone = 'Customer phone is required.';
    if (!dueBack) missing.dueBack = 'Due back date is required.';
    if (!check(missing)) return;
    await send(
      () => lend({ variables: { id: car.id, input: { customerName, customerPhone, dueBack, notes: notes.trim() || null } } }),
      () => onSaved(`${car.rego} is lent to ${customerName.trim()}.`),
    );
  }

  return (
    <DialogForm id={uid} onSubmit={onSubmit} className="dialog-form" noValidate loading={loading} onCancel={onClose} icon="car" label="Lend Car" busyLabel="Lending…">
      <Field id={`${uid}-customerName`} label="Customer name" required error={problems.customerName}>
        <input id={`${uid}-customerName`} name="customerName" autoComplete="off" maxLength={200} value={customerName} onChange={(e) => setCustomerName(e.target.value)} required data-autofocus />
      </Field>
      <Field id={`${uid}-customerPhone`} label="Customer phone" required error={problems.customerPhone}>
        <input id={`${uid}-customerPhone`} name="customerPhone" type="tel" autoComplete="off" maxLength={20} value={customerPhone} onChange={(e) => setCustomerPhone(e.target.value)} required />
      </Field>
      <Field id={`${uid}-dueBack`} label="Due back" required error={problems.dueBack}>
        <input id={`${uid}-dueBack`} name="dueBack" type="date" min={today} value={dueBack} onChange={(e) => setDueBack(e.target.value)} required />
      </Field>
      <Field id={`${uid}-notes`} label="Notes" error={problems.notes}>
        <textarea id={`${uid}-notes`} name="notes" rows={2} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </Field>
    </DialogForm>
  );
}

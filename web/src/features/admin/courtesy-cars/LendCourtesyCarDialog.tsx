/** 'Lend' on the Courtesy Cars page: who borrows the car (name, phone) and the day it is due back. */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminCourtesyCarsDocument, AdminLendCourtesyCarDocument } from '../../../gql/graphql';
import { serverFieldErrors } from '../errors';
import { workshopToday } from '../format';
import { Dialog, DialogBody, FormDialogFooter } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { useNotices } from '../ui/Notices';
import type { CourtesyCarRow } from './courtesy-cars.types';

interface Props {
  car: CourtesyCarRow;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function LendCourtesyCarDialog({ car, onClose, onSaved }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title={`Lend ${car.rego}`} subtitle={car.description} onClose={onClose} busy={busy} size="small">
      <LendForm car={car} onClose={onClose} onSaved={onSaved} setBusy={setBusy} />
    </Dialog>
  );
}

function LendForm({ car, onClose, onSaved, setBusy }: Props & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const today = workshopToday();
  const [customerName, setCustomerName] = useState('');
  const [customerPhone, setCustomerPhone] = useState('');
  const [dueBack, setDueBack] = useState(today);
  const [notes, setNotes] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [lend, { loading }] = useMutation(AdminLendCourtesyCarDocument, { refetchQueries: [AdminCourtesyCarsDocument], awaitRefetchQueries: true });
  const notices = useNotices();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const missing: Record<string, string> = {};
    if (!customerName.trim()) missing.customerName = 'Customer name is required.';
    if (!customerPhone.trim()) missing.customerPhone = 'Customer phone is required.';
    if (!dueBack) missing.dueBack = 'Due back date is required.';
    setProblems(missing);
    if (Object.keys(missing).length) return document.getElementById(`${uid}-${Object.keys(missing)[0]}`)?.focus();
    setBusy(true);
    try {
      await lend({ variables: { id: car.id, input: { customerName, customerPhone, dueBack, notes: notes.trim() || null } } });
      setBusy(false);
      onSaved(`${car.rego} is lent to ${customerName.trim()}.`);
    } catch (failure) {
      setBusy(false);
      const fields = serverFieldErrors(failure);
      setProblems(fields);
      notices.error(failure);
      const first = Object.keys(fields)[0];
      if (first) document.getElementById(`${uid}-${first}`)?.focus();
    }
  }

  return (
    <>
      <DialogBody>
        <form id={uid} onSubmit={onSubmit} className="dialog-form" noValidate>
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
        </form>
      </DialogBody>
      <FormDialogFooter form={uid} loading={loading} onCancel={onClose} icon="car" label="Lend Car" busyLabel="Lending…" />
    </>
  );
}

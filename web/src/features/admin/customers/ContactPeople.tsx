/**
 * A business customer's contact people on the customer page: who to ask for (the fleet manager,
 * accounts payable, a driver), each with a role, email and phone when known, listed in order with
 * mail and call links; those ticked for accounts get the statements and overdue reminders too; 'Edit contact people…' edits the whole list in a dialog (add, remove, move
 * up or down), the server's refusals under the field they name.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminCustomerDocument, AdminUpdateCustomerDocument, type AdminCustomerBusinessFragment } from '../../../gql/graphql';
import { formatPhone } from '../../../shared/phone';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { IconButton } from '../ui/IconButton';
import { useNotices } from '../ui/Notices';
import { Panel } from '../ui/Panel';
import { AdminIcon } from '../ui/AdminIcon';
import { EmptyState } from '../ui/States';
import { useFieldProblems } from '../ui/use-field-problems';
import '../styles/admin-contact-people.css';

type Person = AdminCustomerBusinessFragment['contacts'][number];
type Row = { key: number; name: string; role: string; email: string; phone: string; accounts: boolean };

/** As many as the server keeps. */
const MAX_PEOPLE = 20;

export function ContactPeople({ customer }: { customer: AdminCustomerBusinessFragment }) {
  const [editing, setEditing] = useState(false);
  const notices = useNotices();
  const people = customer.contacts;
  if (!customer.company && !people.length) return null;
  return (
    <Panel
      title={
        <>
          <AdminIcon name="user" size={18} /> Contact people
        </>
      }
      className="contact-people"
      actions={
        <Button aria-haspopup="dialog" onClick={() => setEditing(true)}>
          {people.length ? 'Edit contact people…' : 'Add contact people…'}
        </Button>
      }
    >
      {people.length ? (
        <ul className="contact-people__list">
          {people.map((p, i) => (
            <li key={i} className="contact-people__person">
              <span className="contact-people__name">{p.name}</span>
              {p.role && <span className="contact-people__role">{p.role}</span>}
              {p.email && <a href={`mailto:${p.email}`}>{p.email}</a>}
              {p.phone && <a href={`tel:${p.phone}`}>{formatPhone(p.phone)}</a>}
              {p.accounts && <span className="contact-people__accounts">Gets statements and overdue reminders</span>}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon="user">No contact people yet: add who to ask for, such as the fleet manager or accounts payable.</EmptyState>
      )}
      {editing && (
        <FormDialog title="Contact people" subtitle={customer.company ?? undefined} onClose={() => setEditing(false)} size="large">
          {(setBusy) => <PeopleForm customer={customer} setBusy={setBusy} onClose={() => setEditing(false)} onSaved={(m) => (setEditing(false), notices.success(m))} />}
        </FormDialog>
      )}
    </Panel>
  );
}

let nextKey = 0;
const rowOf = (p?: Person): Row => ({ key: nextKey++, name: p?.name ?? '', role: p?.role ?? '', email: p?.email ?? '', phone: p?.phone ? formatPhone(p.phone) : '', accounts: p?.accounts ?? false });

function PeopleForm({ customer, setBusy, onClose, onSaved }: { customer: AdminCustomerBusinessFragment; setBusy: (busy: boolean) => void; onClose: () => void; onSaved: (message: string) => void }) {
  const uid = useId();
  const [rows, setRows] = useState<Row[]>(() => (customer.contacts.length ? customer.contacts.map(rowOf) : [rowOf()]));
  const { problems, check, send } = useFieldProblems(uid, setBusy);
  const [update, { loading }] = useMutation(AdminUpdateCustomerDocument, { refetchQueries: [AdminCustomerDocument], awaitRefetchQueries: true });

  const change = <F extends keyof Omit<Row, 'key'>>(key: number, field: F, value: Row[F]) => setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const move = (from: number, to: number) =>
    setRows((all) => {
      const copy = [...all];
      const [row] = copy.splice(from, 1);
      copy.splice(to, 0, row);
      return copy;
    });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    // Rows left wholly empty are dropped; a row with anything in it needs a name.
    const kept = rows.filter((r) => r.name.trim() || r.role.trim() || r.email.trim() || r.phone.trim() || r.accounts);
    const missing: Record<string, string> = {};
    kept.forEach((r) => {
      if (!r.name.trim()) missing[`contacts.${rows.indexOf(r)}.name`] = 'Please enter their name.';
      if (r.accounts && !r.email.trim()) missing[`contacts.${rows.indexOf(r)}.email`] = 'Statements and overdue reminders need their email address.';
    });
    if (!check(missing)) return;
    setRows(kept.length ? kept : [rowOf()]);
    const contacts = kept.map((r) => ({ name: r.name, role: r.role.trim() || null, email: r.email.trim() || null, phone: r.phone.trim() || null, accounts: r.accounts }));
    await send(
      () => update({ variables: { id: customer.id, input: { contacts } } }),
      () => onSaved(contacts.length ? `Contact people of ${customer.company ?? 'this customer'} saved.` : 'Contact people removed.'),
    );
  }

  return (
    <DialogForm id={uid} onSubmit={onSubmit} className="dialog-form contact-people__form" noValidate loading={loading} onCancel={onClose} icon="check" label="Save contact people" busyLabel="Saving…">
      <ol className="contact-people__rows">
        {rows.map((r, i) => {
          const id = (field: string) => `${uid}-contacts.${i}.${field}`;
          const who = r.name.trim() || `person ${i + 1}`;
          return (
            <li key={r.key} className="contact-people__row">
              <fieldset>
                <legend>Contact person {i + 1}</legend>
                <Field id={id('name')} label="Name" required error={problems[`contacts.${i}.name`]}>
                  <input id={id('name')} autoComplete="off" maxLength={200} value={r.name} onChange={(e) => change(r.key, 'name', e.target.value)} />
                </Field>
                <Field id={id('role')} label="Role" hint="e.g. Fleet manager, Accounts" error={problems[`contacts.${i}.role`]}>
                  <input id={id('role')} autoComplete="off" maxLength={100} value={r.role} onChange={(e) => change(r.key, 'role', e.target.value)} />
                </Field>
                <Field id={id('email')} label="Email" error={problems[`contacts.${i}.email`]}>
                  <input id={id('email')} type="email" autoComplete="off" maxLength={254} value={r.email} onChange={(e) => change(r.key, 'email', e.target.value)} />
                </Field>
                <Field id={id('phone')} label="Phone" error={problems[`contacts.${i}.phone`]}>
                  <input id={id('phone')} type="tel" autoComplete="off" maxLength={30} value={r.phone} onChange={(e) => change(r.key, 'phone', e.target.value)} />
                </Field>
                <label className="check-label contact-people__accounts-choice">
                  <input type="checkbox" checked={r.accounts} onChange={(e) => change(r.key, 'accounts', e.target.checked)} /> Gets statements and overdue reminders
                </label>
                <div className="contact-people__row-actions">
                  <IconButton icon="chevronUp" label={`Move ${who} up`} title="Move up" disabled={i === 0} onClick={() => move(i, i - 1)} />
                  <IconButton icon="chevronDown" label={`Move ${who} down`} title="Move down" disabled={i === rows.length - 1} onClick={() => move(i, i + 1)} />
                  <IconButton icon="trash" danger label={`Remove ${who}`} title="Remove" onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))} />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {rows.length < MAX_PEOPLE ? (
        <Button icon="plus" onClick={() => setRows((all) => [...all, rowOf()])}>
          Add a person
        </Button>
      ) : (
        <p className="field__hint">A customer has at most {MAX_PEOPLE} contact people.</p>
      )}
    </DialogForm>
  );
}

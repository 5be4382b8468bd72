/** 'Edit' on the Team page: an account's display name and email (only what changed is sent); the server's refusals under their field. */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminTeamDocument, AdminUpdateStaffUserDocument } from '../../../gql/graphql';
import { serverFieldErrors } from '../errors';
import { Dialog, DialogBody, FormDialogFooter } from '../ui/Dialog';
import { useNotices } from '../ui/Notices';
import type { StaffUser } from './use-staff-actions';
import { Field } from '../ui/Field';

interface EditStaffDialogProps {
  user: StaffUser;
  onClose: () => void;
  onSaved: (message: string, user: StaffUser) => void;
}

export function EditStaffDialog({ user, onClose, onSaved }: EditStaffDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title={`Edit ${user.name}`} subtitle={`Username ${user.username} (chosen by them; it does not change).`} onClose={onClose} busy={busy} size="small">
      <EditForm user={user} onClose={onClose} onSaved={onSaved} setBusy={setBusy} />
    </Dialog>
  );
}

function EditForm({ user, onClose, onSaved, setBusy }: EditStaffDialogProps & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [update, { loading }] = useMutation(AdminUpdateStaffUserDocument, { refetchQueries: [AdminTeamDocument] });
  const notices = useNotices();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const input = {
      ...(name.trim() !== user.name ? { name: name.trim() } : {}),
      ...(email.trim() !== user.email ? { email: email.trim() } : {}),
    };
    if (!Object.keys(input).length) return onClose();
    setProblems({});
    setBusy(true);
    try {
      await update({ variables: { id: user.id, input } });
      setBusy(false);
      onSaved(`${name.trim()}’s details are saved.`, user);
    } catch (failure) {
      setBusy(false);
      const fields = serverFieldErrors(failure);
      setProblems(fields);
      notices.error(failure);
      const first = Object.keys(fields)[0];
      if (first) document.getElementById(`${uid}-${first}`)?.focus();
    }
  }

  const field = (key: 'name' | 'email', label: string, value: string, set: (v: string) => void, extra: { type?: string; autoFocus?: boolean } = {}) => (
    <Field id={`${uid}-${key}`} label={<>{label}</>}>
      <input
        id={`${uid}-${key}`}
        name={key}
        type={extra.type ?? 'text'}
        autoComplete="off"
        required
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={problems[key] ? true : undefined}
        aria-describedby={problems[key] ? `${uid}-${key}-problem` : undefined}
        data-autofocus={extra.autoFocus || undefined}
      />
      {problems[key] && (
        <p id={`${uid}-${key}-problem`} className="field-problem">
          {problems[key]}
        </p>
      )}
    </Field>
  );

  return (
    <>
      <DialogBody>
        <form id={uid} onSubmit={onSubmit} className="dialog-form" noValidate>
          {field('name', 'Name', name, setName, { autoFocus: true })}
          {field('email', 'Email', email, setEmail, { type: 'email' })}
          <p className="form-note">Password reset links sent from the Team page go to this address.</p>
        </form>
      </DialogBody>
      <FormDialogFooter form={uid} loading={loading} onCancel={onClose} icon="check" label="Save" busyLabel="Saving…" />
    </>
  );
}

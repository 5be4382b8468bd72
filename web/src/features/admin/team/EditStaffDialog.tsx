/** 'Edit' on the Team page: an account's display name, email and role (only what changed is sent); the server's refusals under their field. */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminTeamDocument, AdminUpdateStaffUserDocument } from '../../../gql/graphql';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useFieldProblems } from '../ui/use-field-problems';
import type { StaffUser } from './use-staff-actions';
import { RoleSelect } from './roles';

interface EditStaffDialogProps {
  user: StaffUser;
  onClose: () => void;
  onSaved: (message: string, user: StaffUser) => void;
}

export function EditStaffDialog({ user, onClose, onSaved }: EditStaffDialogProps) {
  return (
    <FormDialog title={`Edit ${user.name}`} subtitle={`Username ${user.username} (chosen by them; it does not change).`} onClose={onClose}>
      {(setBusy) => <EditForm user={user} onClose={onClose} onSaved={onSaved} setBusy={setBusy} />}
    </FormDialog>
  );
}

function EditForm({ user, onClose, onSaved, setBusy }: EditStaffDialogProps & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [role, setRole] = useState(user.role);
  const { problems, send } = useFieldProblems(uid, setBusy);
  const [update, { loading }] = useMutation(AdminUpdateStaffUserDocument, { refetchQueries: [AdminTeamDocument] });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const input = {
      ...(name.trim() !== user.name ? { name: name.trim() } : {}),
      ...(email.trim() !== user.email ? { email: email.trim() } : {}),
      ...(role !== user.role ? { role } : {}),
    };
    if (!Object.keys(input).length) return onClose();
    await send(
      () => update({ variables: { id: user.id, input } }),
      () => onSaved(`${name.trim()}’s details are saved.`, user),
    );
  }

  return (
    <DialogForm id={uid} onSubmit={onSubmit} className="dialog-form" noValidate loading={loading} onCancel={onClose} icon="check" label="Save" busyLabel="Saving…">
      <Field id={`${uid}-name`} label="Name" error={problems.name}>
        <input id={`${uid}-name`} name="name" type="text" autoComplete="off" required value={name} onChange={(e) => setName(e.target.value)} data-autofocus />
      </Field>
      <Field id={`${uid}-email`} label="Email" error={problems.email}>
        <input id={`${uid}-email`} name="email" type="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <p className="form-note">Password reset links sent from the Team page go to this address.</p>
      <RoleSelect id={`${uid}-role`} value={role} error={problems.role} onChange={setRole} />
    </DialogForm>
  );
}

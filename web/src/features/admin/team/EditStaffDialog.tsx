/**
 * 'Edit' on the Team page: an account's display name, email, role and Licensed Vehicle Tester number
 * (only what changed is sent); the server's refusals under their field.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminSetTesterNumberDocument, AdminTeamDocument, AdminUpdateStaffUserDocument } from '../../../gql/graphql';
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
  const [tester, setTester] = useState(user.testerNumber ?? '');
  const { problems, send } = useFieldProblems(uid, setBusy);
  const [update, updating] = useMutation(AdminUpdateStaffUserDocument, { refetchQueries: [AdminTeamDocument] });
  const [setTesterNumber, settingTester] = useMutation(AdminSetTesterNumberDocument, { refetchQueries: [AdminTeamDocument] });
  const loading = updating.loading || settingTester.loading;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const input = {
      ...(name.trim() !== user.name ? { name: name.trim() } : {}),
      ...(email.trim() !== user.email ? { email: email.trim() } : {}),
      ...(role !== user.role ? { role } : {}),
    };
    const testerNumber = tester.trim() || null;
    const testerChanged = testerNumber !== (user.testerNumber ?? null);
    if (!Object.keys(input).length && !testerChanged) return onClose();
    await send(
      async () => {
        if (Object.keys(input).length) await update({ variables: { id: user.id, input } });
        if (testerChanged) await setTesterNumber({ variables: { userId: user.id, testerNumber } });
      },
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
      <Field id={`${uid}-testerNumber`} label="Licensed Vehicle Tester number" hint="Needed to record a roadworthy inspection's result. Leave empty if they are not a tester." error={problems.testerNumber}>
        <input id={`${uid}-testerNumber`} name="testerNumber" type="text" autoComplete="off" maxLength={40} value={tester} onChange={(e) => setTester(e.target.value)} />
      </Field>
    </DialogForm>
  );
}

/**
 * 'Invite staff': a name, an email and the new account's role (service adviser, technician or owner). The invitee is emailed
 * a link that works once, for 72 hours, to choose their username and password. The server's
 * refusals go under the field they are about.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminInviteStaffDocument, AdminTeamDocument, type StaffRole } from '../../../gql/graphql';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useFieldProblems } from '../ui/use-field-problems';
import { RoleSelect } from './roles';

interface InviteDialogProps {
  onClose: () => void;
  onSent: (message: string) => void;
}

export function InviteDialog({ onClose, onSent }: InviteDialogProps) {
  return (
    <FormDialog title="Invite staff" subtitle="They choose their own username and password from the emailed link." onClose={onClose}>
      {(setBusy) => <InviteForm onClose={onClose} onSent={onSent} setBusy={setBusy} />}
    </FormDialog>
  );
}

function InviteForm({ onClose, onSent, setBusy }: InviteDialogProps & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('ADVISER');
  const { problems, send } = useFieldProblems(uid, setBusy);
  const [invite, { loading }] = useMutation(AdminInviteStaffDocument, { refetchQueries: [AdminTeamDocument] });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    await send(
      () => invite({ variables: { input: { name: name.trim(), email: email.trim(), role } } }),
      ({ data }) => onSent(`Invitation sent to ${data?.inviteStaff.email ?? email.trim()}. The link works once, for 72 hours.`),
    );
  }

  return (
    <DialogForm id={uid} onSubmit={onSubmit} className="dialog-form" noValidate loading={loading} onCancel={onClose} icon="send" label="Send Invitation" busyLabel="Sending…">
      <Field id={`${uid}-name`} label="Name" error={problems.name}>
        <input id={`${uid}-name`} name="name" autoComplete="off" maxLength={100} required value={name} onChange={(e) => setName(e.target.value)} data-autofocus />
      </Field>
      <Field id={`${uid}-email`} label="Email" error={problems.email}>
        <input id={`${uid}-email`} name="email" type="email" inputMode="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <RoleSelect id={`${uid}-role`} value={role} error={problems.role} onChange={setRole} />
    </DialogForm>
  );
}

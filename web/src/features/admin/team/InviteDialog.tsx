/**
 * 'Invite staff': a name, an email and whether the new account is an owner. The invitee is emailed
 * a link that works once, for 72 hours, to choose their username and password. The server's
 * refusals go under the field they are about.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminInviteStaffDocument, AdminTeamDocument } from '../../../gql/graphql';
import { serverFieldErrors } from '../errors';
import { Dialog, DialogBody, FormDialogFooter } from '../ui/Dialog';
import { useNotices } from '../ui/Notices';
import { Field } from '../ui/Field';

interface InviteDialogProps {
  onClose: () => void;
  onSent: (message: string) => void;
}

export function InviteDialog({ onClose, onSent }: InviteDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title="Invite staff" subtitle="They choose their own username and password from the emailed link." onClose={onClose} busy={busy} size="small">
      <InviteForm onClose={onClose} onSent={onSent} setBusy={setBusy} />
    </Dialog>
  );
}

function InviteForm({ onClose, onSent, setBusy }: InviteDialogProps & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [owner, setOwner] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [invite, { loading }] = useMutation(AdminInviteStaffDocument, { refetchQueries: [AdminTeamDocument] });
  const notices = useNotices();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    setProblems({});
    setBusy(true);
    try {
      const { data } = await invite({ variables: { input: { name: name.trim(), email: email.trim(), owner } } });
      setBusy(false);
      const to = data?.inviteStaff.email ?? email.trim();
      onSent(`Invitation sent to ${to}. The link works once, for 72 hours.`);
    } catch (failure) {
      setBusy(false);
      const fields = serverFieldErrors(failure);
      setProblems(fields);
      notices.error(failure);
      const first = Object.keys(fields)[0];
      if (first) document.getElementById(`${uid}-${first}`)?.focus();
    }
  }

  const problem = (field: string) =>
    problems[field] ? (
      <p id={`${uid}-${field}-problem`} className="field-problem">
        {problems[field]}
      </p>
    ) : null;

  return (
    <>
      <DialogBody>
        <form id={uid} onSubmit={onSubmit} className="dialog-form" noValidate>
          <Field id={`${uid}-name`} label="Name">
            <input
              id={`${uid}-name`}
              name="name"
              autoComplete="off"
              maxLength={100}
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={problems.name ? true : undefined}
              aria-describedby={problems.name ? `${uid}-name-problem` : undefined}
              data-autofocus
            />
            {problem('name')}
          </Field>
          <Field id={`${uid}-email`} label="Email">
            <input
              id={`${uid}-email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="off"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={problems.email ? true : undefined}
              aria-describedby={problems.email ? `${uid}-email-problem` : undefined}
            />
            {problem('email')}
          </Field>
          <label className="check-label">
            <input type="checkbox" name="owner" checked={owner} onChange={(e) => setOwner(e.target.checked)} aria-describedby={`${uid}-owner-note`} />
            Owner
          </label>
          <p id={`${uid}-owner-note`} className="form-note">
            Owners manage the team, the security setting and read the whole Activity trail. Everyone else can do all the rest.
          </p>
        </form>
      </DialogBody>
      <FormDialogFooter form={uid} loading={loading} onCancel={onClose} icon="send" label="Send Invitation" busyLabel="Sending…" />
    </>
  );
}

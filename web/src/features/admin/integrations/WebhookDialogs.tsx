/** Webhooks' dialogs: adding an endpoint (its address, a note and the events it takes), and its new secret, shown once with Copy. */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminCreateWebhookEndpointDocument, AdminWebhooksDocument } from '../../../gql/graphql';
import { Button } from '../ui/Button';
import { Dialog, DialogBody, DialogFooter } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { DialogForm, FormDialog } from '../ui/FormDialog';
import { useFieldProblems } from '../ui/use-field-problems';

export interface EventType {
  name: string;
  description: string;
}

interface AddProps {
  eventTypes: readonly EventType[];
  onClose: () => void;
  /** The endpoint was added: its address and its secret (shown once). */
  onAdded: (url: string, secret: string) => void;
}

export function AddWebhookDialog({ eventTypes, onClose, onAdded }: AddProps) {
  return (
    <FormDialog title="Add webhook endpoint" onClose={onClose} size="medium">
      {(setBusy) => <AddForm eventTypes={eventTypes} onClose={onClose} onAdded={onAdded} setBusy={setBusy} />}
    </FormDialog>
  );
}

function AddForm({ eventTypes, onClose, onAdded, setBusy }: AddProps & { setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const [url, setUrl] = useState('https://');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const { problems, check, send } = useFieldProblems(uid, setBusy);
  const [create, { loading }] = useMutation(AdminCreateWebhookEndpointDocument, { refetchQueries: [AdminWebhooksDocument], awaitRefetchQueries: true });

  const toggle = (name: string, on: boolean) => setEvents((now) => (on ? [...now, name] : now.filter((e) => e !== name)));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const missing: Record<string, string> = {};
    if (!url.trim() || url.trim() === 'https://') missing.url = 'Address is required.';
    if (!events.length) missing.events = 'Choose at least one event.';
    if (!check(missing)) return;
    await send(
      () => create({ variables: { input: { url: url.trim(), events, description: description.trim() || null } } }),
      ({ data }) => {
        const made = data?.createWebhookEndpoint;
        if (made?.secret) onAdded(made.url, made.secret);
      },
    );
  }

  return (
    <DialogForm id={uid} onSubmit={onSubmit} className="dialog-form" noValidate loading={loading} onCancel={onClose} icon="plus" label="Add endpoint" busyLabel="Adding…">
      <Field id={`${uid}-url`} label="Address" hint="An https:// URL of your system that takes the events." required error={problems.url}>
        <input id={`${uid}-url`} name="url" type="url" inputMode="url" autoComplete="off" maxLength={2000} value={url} onChange={(e) => setUrl(e.target.value)} required data-autofocus />
      </Field>
      <Field id={`${uid}-description`} label="Description" hint="e.g. Accounting system" error={problems.description}>
        <input id={`${uid}-description`} name="description" autoComplete="off" maxLength={200} value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <fieldset className="webhook-events" aria-describedby={problems.events ? `${uid}-events-error` : undefined}>
        <legend>Events</legend>
        {eventTypes.map((t, i) => (
          <label key={t.name} className="check-label webhook-events__choice">
            <input
              id={i === 0 ? `${uid}-events` : undefined}
              type="checkbox"
              name="events"
              value={t.name}
              checked={events.includes(t.name)}
              onChange={(e) => toggle(t.name, e.target.checked)}
            />
            <span>
              <code>{t.name}</code>
              <span className="webhook-events__what">{t.description}</span>
            </span>
          </label>
        ))}
        {problems.events && (
          <p id={`${uid}-events-error`} className="field-problem" role="alert">
            {problems.events}
          </p>
        )}
      </fieldset>
    </DialogForm>
  );
}

/** The signing secret, this once: Copy puts it on the clipboard. */
export function WebhookSecretDialog({ url, secret, onClose }: { url: string; secret: string; onClose: () => void }) {
  const uid = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog title="Signing secret" subtitle={url} onClose={onClose} describedBy={`${uid}-note`}>
      <DialogBody>
        <p id={`${uid}-note`}>Copy this secret into the system that receives the events: it verifies each request’s signature with it. It is not shown again (rotate it for a new one).</p>
        <Field id={`${uid}-secret`} label="Secret">
          <input id={`${uid}-secret`} className="webhook-secret" readOnly value={secret} onFocus={(e) => e.currentTarget.select()} />
        </Field>
        <p role="status" className="form-note">
          {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Could not copy: select the secret and copy it yourself.' : ''}
        </p>
      </DialogBody>
      <DialogFooter>
        <Button icon="clipboard" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

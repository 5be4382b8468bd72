/**
 * One mail server's form in /admin/settings (outgoing SMTP or the IMAP mailbox): server, port, TLS,
 * username, password and (outgoing mail) the From address, then Save and a test button. The saved
 * password is never sent to the browser: its field reads 'saved' and a blank field keeps it. The
 * test's outcome stays beside its button until the next test or a dismissal. Owners change and
 * test; other staff read the settings only.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminMailServerFragment } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { formatDateTime } from '../format';
import { useLeaveGuard, useUnloadWarning } from '../jobcards/use-leave-guard';
import { AdminIcon, type AdminIconName } from '../ui/AdminIcon';
import { useConfirm } from '../ui/Confirm';
import { Banner, useNotices } from '../ui/Notices';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { useFieldProblems } from '../ui/use-field-problems';

export interface MailServerDraft {
  host: string;
  port: string;
  secure: boolean;
  user: string;
  password: string;
  from: string;
}

export interface MailServerInput {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string | null;
  from?: string;
}

export interface MailServerFormProps {
  kind: 'smtp' | 'imap';
  title: string;
  icon: AdminIconName;
  /** What the section is for, before anything else. */
  intro: ReactNode;
  settings: AdminMailServerFragment;
  /** Whether the signed-in account may change and test (owners). */
  canEdit: boolean;
  save(input: MailServerInput): Promise<AdminMailServerFragment>;
  test(): Promise<string>;
  testLabel: string;
  savedMessage: string;
}

const DEFAULT_PORTS = { smtp: { tls: 465, plain: 587 }, imap: { tls: 993, plain: 143 } };

function draftOf(s: AdminMailServerFragment, kind: 'smtp' | 'imap'): MailServerDraft {
  return {
    host: s.host ?? '',
    port: String(s.port ?? DEFAULT_PORTS[kind].tls),
    secure: s.secure ?? true,
    user: s.user ?? '',
    password: '',
    from: s.from ?? '',
  };
}

function sourceNote(s: AdminMailServerFragment, what: string): string {
  if (s.source === 'app') return `Last saved ${s.savedAt ? formatDateTime(s.savedAt) : ''}${s.savedBy ? ` by ${s.savedBy}` : ''}.`;
  if (s.source === 'environment') return `Set by the server’s environment until you save ${what} here.`;
  return `Not set up yet.`;
}

export function MailServerForm(props: MailServerFormProps) {
  const { kind, settings, canEdit } = props;
  const uid = useId();
  const notices = useNotices();
  const confirm = useConfirm();
  const [draft, setDraft] = useState<MailServerDraft>(() => draftOf(settings, kind));
  const [saving, setSaving] = useState(false);
  const { problems, send } = useFieldProblems(uid, setSaving);
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(settings, kind));
  useLeaveGuard(changed, () => confirm({ title: 'Unsaved changes', message: `Leave without saving the ${props.title.toLowerCase()} settings?`, confirmLabel: 'Leave', cancelLabel: 'Stay' }));
  useUnloadWarning(changed);
  const set = (patch: Partial<MailServerDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !canEdit) return;
    const port = /^\s*\d+\s*$/.test(draft.port) ? Number(draft.port) : -1;
    const input: MailServerInput = { host: draft.host, port, secure: draft.secure, user: draft.user, password: draft.password === '' ? null : draft.password };
    if (kind === 'smtp') input.from = draft.from;
    await send(
      () => props.save(input),
      (saved) => {
        setDraft(draftOf(saved, kind));
        setOutcome(null);
        notices.success(props.savedMessage);
      },
    );
  }

  async function onTest() {
    if (testing) return;
    setTesting(true);
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: await props.test() });
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure) });
    } finally {
      setTesting(false);
    }
  }

  const field = (name: keyof MailServerDraft, label: string, input: ReactNode, hint?: string) => (
    <Field id={`${uid}-${name}`} label={label} hint={hint} error={problems[name]} alert>
      {input}
    </Field>
  );
  const text = (name: Exclude<keyof MailServerDraft, 'secure'>, extra: { type?: string; inputMode?: 'numeric' | 'email' | 'url'; autoComplete?: string; placeholder?: string } = {}) => (
    <input
      id={`${uid}-${name}`}
      name={name}
      type={extra.type ?? 'text'}
      inputMode={extra.inputMode}
      autoComplete={extra.autoComplete ?? 'off'}
      placeholder={extra.placeholder}
      value={draft[name]}
      readOnly={!canEdit}
      onChange={(e) => set({ [name]: e.target.value })}
    />
  );
  const ports = DEFAULT_PORTS[kind];
  const testBlocked = !settings.configured || changed;

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate aria-label={props.title}>
      <section className="panel settings-form__section" aria-labelledby={`${uid}-title`}>
        <h2 id={`${uid}-title`} className="panel__title">
          <AdminIcon name={props.icon} size={18} /> {props.title}
        </h2>
        <p className="form-note">
          {props.intro} {sourceNote(settings, 'it')}
        </p>
        {!canEdit && <p className="form-note">Only an owner can change or test these settings.</p>}
        {settings.problem && <Banner tone="warning" lifetime={0}>{settings.problem}</Banner>}
        <div className="settings-form__pair">
          {field('host', 'Server', text('host', { placeholder: kind === 'smtp' ? 'e.g. smtp.gmail.com' : 'e.g. imap.gmail.com', inputMode: 'url' }))}
          {field('port', 'Port', text('port', { inputMode: 'numeric' }), `Usually ${ports.tls} with TLS, ${ports.plain} without.`)}
        </div>
        <label className="check-label settings-form__check">
          <input
            type="checkbox"
            checked={draft.secure}
            disabled={!canEdit}
            onChange={(e) => {
              const secure = e.target.checked;
              // Moving between the usual ports with the switch; a port of one's own is kept.
              const usual = draft.port === String(secure ? ports.plain : ports.tls);
              set({ secure, ...(usual ? { port: String(secure ? ports.tls : ports.plain) } : {}) });
            }}
          />
          Use TLS from the start (port {ports.tls})
        </label>
        <p className="form-note settings-form__note">
          {draft.secure ? 'The connection is encrypted from the first byte.' : 'The connection starts plain and is encrypted with STARTTLS when the server offers it.'}
        </p>
        <div className="settings-form__pair">
          {field('user', 'Username', text('user', { autoComplete: 'off' }), kind === 'smtp' ? 'Leave empty for a server that takes mail without signing in.' : 'Usually the mailbox’s email address.')}
          {field(
            'password',
            'Password',
            text('password', { type: 'password', autoComplete: 'new-password', placeholder: settings.passwordSaved ? 'saved' : '' }),
            settings.passwordSaved ? 'Saved and encrypted; never shown. Leave empty to keep it.' : 'Stored encrypted; never shown again.',
          )}
        </div>
        {kind === 'smtp' &&
          field('from', 'From address', text('from', { inputMode: 'email', placeholder: 'e.g. Truganina Auto Care <bookings@example.com>' }), 'The sender of every email. Many providers only accept their own addresses.')}
        {outcome && (
          <Banner tone={outcome.tone} onClose={() => setOutcome(null)} lifetime={0}>
            {outcome.text}
          </Banner>
        )}
        {canEdit && (
          <div className="settings-form__actions">
            <span className="form-note" role="status">
              {changed ? 'Unsaved changes.' : testBlocked && !settings.configured ? 'Save the settings, then test them.' : ''}
            </span>
            <Button onClick={() => void onTest()} disabled={testing || testBlocked} title={changed ? 'Save the changes first: the test uses the saved settings.' : undefined}>
              {testing ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name={kind === 'smtp' ? 'send' : 'plug'} size={18} />}
              {testing ? (kind === 'smtp' ? 'Sending…' : 'Connecting…') : props.testLabel}
            </Button>
            <Button variant="primary" type="submit" icon="check" busy={saving} busyLabel="Saving…" disabled={!changed}>
              Save
            </Button>
          </div>
        )}
      </section>
    </form>
  );
}

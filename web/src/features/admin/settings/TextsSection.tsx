/**
 * Settings › Texts: the Twilio account texts to customers go through (account SID, auth token,
 * sender or messaging service), a test text to a number the owner types, and which messages go by
 * text as well as email. The auth token is never sent to the browser: its field reads 'saved' and a
 * blank field keeps it. While no account is set anywhere, a banner says texts are saved as files.
 * The environment's TWILIO_* and SMS_KINDS win over the app: the screen says so and locks those
 * fields. Owners change and test; other staff read.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminSendTestTextDocument, AdminSmsSettingsDocument, AdminUpdateSmsSettingsDocument, type AdminSmsSettingsFragment } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { formatDateTime } from '../format';
import { useLeaveGuard, useUnloadWarning } from '../jobcards/use-leave-guard';
import { useMe } from '../session/use-me';
import { AdminIcon } from '../ui/AdminIcon';
import { Button } from '../ui/Button';
import { useConfirm } from '../ui/Confirm';
import { Field } from '../ui/Field';
import { Banner, useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { useFieldProblems } from '../ui/use-field-problems';
import { TextKindsForm } from './TextKindsForm';

interface Draft {
  accountSid: string;
  authToken: string;
  from: string;
  messagingServiceSid: string;
}

const draftOf = (s: AdminSmsSettingsFragment): Draft => ({ accountSid: s.accountSid ?? '', authToken: '', from: s.from ?? '', messagingServiceSid: s.messagingServiceSid ?? '' });

export default function TextsSection() {
  const { data, error, refetch } = useQuery(AdminSmsSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const { me } = useMe();
  const settings = data?.smsSettings;
  if (!settings) return error ? <LoadFailed message="The text settings could not be loaded." onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Loading text settings…" />;
  const canEdit = Boolean(me?.owner);
  return (
    <>
      <TwilioForm settings={settings} canEdit={canEdit} />
      <TextKindsForm key={JSON.stringify(settings.kinds)} settings={settings} canEdit={canEdit} />
    </>
  );
}

function sourceNote(s: AdminSmsSettingsFragment): string {
  if (s.source === 'environment') return 'Set by the server’s environment (TWILIO_ACCOUNT_SID), which wins over what is saved here.';
  if (s.source === 'app') return `Last saved ${s.savedAt ? formatDateTime(s.savedAt) : ''}${s.savedBy ? ` by ${s.savedBy}` : ''}.`;
  return 'Not connected yet.';
}

function TwilioForm({ settings, canEdit }: { settings: AdminSmsSettingsFragment; canEdit: boolean }) {
  const uid = useId();
  const notices = useNotices();
  const confirm = useConfirm();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [saving, setSaving] = useState(false);
  const { problems, send } = useFieldProblems(uid, setSaving);
  const [update] = useMutation(AdminUpdateSmsSettingsDocument);
  const [sendTest] = useMutation(AdminSendTestTextDocument);
  const [phone, setPhone] = useState('');
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const locked = settings.source === 'environment';
  const editable = canEdit && !locked;
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(settings));
  useLeaveGuard(changed, () => confirm({ title: 'Unsaved changes', message: 'Leave without saving the text settings?', confirmLabel: 'Leave', cancelLabel: 'Stay' }));
  useUnloadWarning(changed);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !editable || !changed) return;
    await send(
      async () => {
        const { data } = await update({
          variables: { input: { ...draft, authToken: draft.authToken === '' ? null : draft.authToken } },
          // The settings have no id: the answer is written over the section's query by hand.
          update: (cache, { data: answer }) => {
            if (answer) cache.writeQuery({ query: AdminSmsSettingsDocument, data: { smsSettings: answer.updateSmsSettings } });
          },
        });
        return data!.updateSmsSettings;
      },
      (saved) => {
        setDraft(draftOf(saved));
        notices.success(saved.connected ? 'Text settings saved. Texts go through this account from now on.' : 'Text settings saved. Texts are not connected.');
      },
    );
  }

  async function onTest() {
    if (testing) return;
    setTesting(true);
    setOutcome(null);
    try {
      const { data } = await sendTest({ variables: { phone } });
      setOutcome({ tone: 'success', text: data!.sendTestText.message });
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure) });
    } finally {
      setTesting(false);
    }
  }

  const field = (name: keyof Draft, label: string, input: ReactNode, hint?: string) => (
    <Field id={`${uid}-${name}`} label={label} hint={hint} error={problems[name]} alert>
      {input}
    </Field>
  );
  const text = (name: keyof Draft, extra: { type?: string; placeholder?: string; autoComplete?: string } = {}) => (
    <input
      id={`${uid}-${name}`}
      name={name}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete ?? 'off'}
      spellCheck={false}
      placeholder={extra.placeholder}
      value={draft[name]}
      readOnly={!editable}
      onChange={(e) => set({ [name]: e.target.value })}
    />
  );

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate aria-label="Texts">
      <section className="panel settings-form__section" aria-labelledby={`${uid}-title`}>
        <h2 id={`${uid}-title`} className="panel__title">
          <AdminIcon name="phone" size={18} /> Texts
        </h2>
        <p className="form-note">The workshop’s Twilio account, which sends booking confirmations, reminders and other texts to customers’ mobiles. {sourceNote(settings)}</p>
        {!canEdit && <p className="form-note">Only an owner can change or test these settings.</p>}
        {!settings.connected && (
          <div data-testid="texts-not-connected">
            <Banner tone="warning" lifetime={0}>
              Texts are not connected: each text is saved as a file under {settings.outboxFolder} instead of being sent.
            </Banner>
          </div>
        )}
        {settings.problem && <Banner tone="warning" lifetime={0}>{settings.problem}</Banner>}
        <div className="settings-form__pair">
          {field('accountSid', 'Account SID', text('accountSid', { placeholder: 'AC followed by 32 characters' }), 'On the Twilio Console’s home page. Leave empty to disconnect texts.')}
          {field(
            'authToken',
            'Auth token',
            text('authToken', { type: 'password', autoComplete: 'new-password', placeholder: settings.authTokenSaved ? 'saved' : '' }),
            settings.authTokenSaved ? 'Saved and encrypted; never shown. Leave empty to keep it.' : 'Stored encrypted; never shown again.',
          )}
        </div>
        <div className="settings-form__pair">
          {field('from', 'Sender', text('from', { placeholder: 'e.g. +61412345678 or TruganinaAC' }), 'A Twilio number in +61… form, or a sender name of up to 11 letters and digits.')}
          {field('messagingServiceSid', 'Messaging service SID (optional)', text('messagingServiceSid', { placeholder: 'MG followed by 32 characters' }), 'When set, the messaging service picks the sender.')}
        </div>
        {editable && (
          <div className="settings-form__actions">
            <span className="form-note" role="status">
              {changed ? 'Unsaved changes.' : ''}
            </span>
            <Button variant="primary" type="submit" icon="check" busy={saving} busyLabel="Saving…" disabled={!changed}>
              Save
            </Button>
          </div>
        )}
        {canEdit && (
          <div className="settings-form__test">
            <Field id={`${uid}-phone`} label="Send a test text to" hint="A mobile number, e.g. 0412 345 678. The test uses the saved settings.">
              <input id={`${uid}-phone`} name="phone" type="tel" inputMode="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} />
            </Field>
            <Button onClick={() => void onTest()} disabled={testing || changed || !phone.trim()} title={changed ? 'Save the changes first: the test uses the saved settings.' : undefined}>
              {testing ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="send" size={18} />}
              {testing ? 'Sending…' : 'Send a test text'}
            </Button>
          </div>
        )}
        {outcome && (
          <Banner tone={outcome.tone} onClose={() => setOutcome(null)} lifetime={0}>
            {outcome.text}
          </Banner>
        )}
      </section>
    </form>
  );
}

/**
 * Settings › Texts › which messages go by text as well as email: a switch each. The transactional
 * ones are on and the marketing ones off until an owner changes them; SMS_KINDS in the server's
 * environment wins, and then the switches are shown locked.
 */
import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminSmsSettingsDocument, AdminUpdateSmsKindsDocument, type AdminSmsSettingsFragment } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { useNotices } from '../ui/Notices';
import { SettingsPanel } from './SettingsPanel';

const onOf = (s: AdminSmsSettingsFragment) => s.kinds.filter((k) => k.on).map((k) => k.kind);

export function TextKindsForm({ settings, canEdit }: { settings: AdminSmsSettingsFragment; canEdit: boolean }) {
  const uid = useId();
  const notices = useNotices();
  const [on, setOn] = useState<string[]>(() => onOf(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(AdminUpdateSmsKindsDocument);
  const fromEnvironment = settings.kindsSource === 'environment';
  const changed = JSON.stringify([...on].sort()) !== JSON.stringify(onOf(settings).sort());

  const onSave = async () => {
    setProblem(null);
    try {
      await save({
        variables: { input: { kinds: on } },
        update: (cache, { data }) => {
          if (data) cache.writeQuery({ query: AdminSmsSettingsDocument, data: { smsSettings: data.updateSmsKinds } });
        },
      });
      notices.success('Saved: the messages switched on go by text as well as email from now on.');
    } catch (failure) {
      setProblem(errorMessage(failure));
      notices.error(failure);
    }
  };

  const locked = !canEdit ? 'Only an owner can change these.' : fromEnvironment ? 'Set by SMS_KINDS in the server’s environment.' : undefined;
  return (
    <SettingsPanel
      title="Messages sent by text"
      icon="send"
      description="Which messages also go by text to customers who accept texts. Marketing texts go only to customers who agreed to them, and never between 8 pm and 9 am."
      saved={settings.kindsSavedAt ? { savedAt: settings.kindsSavedAt, savedBy: settings.kindsSavedBy } : null}
      status={fromEnvironment ? 'Set by the server’s environment (SMS_KINDS), which wins over this page.' : 'Not saved yet: the standard messages go by text, marketing ones do not.'}
      changed={changed}
      saving={loading}
      saveLabel="Save messages"
      problem={problem}
      locked={locked}
      onSave={() => void onSave()}
      onDiscard={() => (setOn(onOf(settings)), setProblem(null))}
    >
      <fieldset className="settings-form__checks" aria-describedby={`${uid}-note`}>
        <legend className="sr-only">Messages sent by text</legend>
        {settings.kinds.map((k) => (
          <label key={k.kind} className="check-label settings-form__check">
            <input
              type="checkbox"
              name="kinds"
              value={k.kind}
              checked={on.includes(k.kind)}
              disabled={Boolean(locked)}
              onChange={(e) => setOn((list) => (e.target.checked ? [...list, k.kind] : list.filter((x) => x !== k.kind)))}
            />
            {k.label}
          </label>
        ))}
      </fieldset>
      <p id={`${uid}-note`} className="form-note">
        {settings.connected ? 'Texts go through the Twilio account above.' : 'Texts are not connected yet: until they are, these texts are saved as files.'}
      </p>
    </SettingsPanel>
  );
}

/**
 * The profile's Two-factor sign-in: whether it is on (and how many recovery codes are left); turning
 * it on (TwoFactorSetup, then the recovery codes shown once); setting it up again on a new phone; and
 * turning it off with a current code or a recovery code, which the server refuses while the workshop
 * requires it (its message is shown).
 */
import { useId, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminDisableMfaDocument, AdminStartMfaDocument } from '../../../gql/graphql';
import type { AdminMe } from '../session/use-me';
import { AdminIcon } from '../ui/AdminIcon';
import { NoticeScope, useNotices } from '../ui/Notices';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSetup, type MfaSetup } from './TwoFactorSetup';
import { Button } from '../ui/Button';
import { CodeInput } from '../ui/CodeInput';
import { Field } from '../ui/Field';
import { useCodeForm } from '../ui/use-code-form';

type Stage = { kind: 'status' } | { kind: 'setup'; setup: MfaSetup } | { kind: 'codes'; codes: string[] };

interface TwoFactorPanelProps {
  me: AdminMe;
  businessName: string;
  /** Reads the account again (two-factor on or off, the gate lifted). */
  onChanged: () => Promise<unknown>;
}

export function TwoFactorPanel(props: TwoFactorPanelProps) {
  const { me } = props;
  return (
    <section className="panel account-panel" aria-labelledby="two-factor-title" data-testid="two-factor-panel">
      <header className="panel__header">
        <div>
          <h2 id="two-factor-title" className="panel__title">
            <AdminIcon name="shield" size={18} /> Two-factor sign-in
          </h2>
          <p className="account-panel__lead">A code from an app on your phone, asked for after your password: a stolen password alone cannot sign in.</p>
        </div>
        {me.mfaEnabled ? <span className="badge badge--success">On</span> : <span className="badge badge--warning">Off</span>}
      </header>
      <div className="account-panel__body">
        {/* Its messages show here, beside what they are about. */}
        <NoticeScope>
          <TwoFactorBody {...props} />
        </NoticeScope>
      </div>
    </section>
  );
}

function TwoFactorBody({ me, businessName, onChanged }: TwoFactorPanelProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [start, starting] = useMutation(AdminStartMfaDocument);
  const notices = useNotices();
  const startButton = useRef<HTMLButtonElement>(null);

  // Back from the setup or the codes: the keyboard continues from the button that starts it again.
  function backToStatus() {
    setStage({ kind: 'status' });
    requestAnimationFrame(() => startButton.current?.focus());
  }

  async function onStart() {
    notices.clear();
    try {
      const { data } = await start();
      if (data) setStage({ kind: 'setup', setup: data.startMfa });
    } catch (failure) {
      notices.error(failure);
    }
  }

  async function onConfirmed(codes: string[]) {
    setStage({ kind: 'codes', codes });
    notices.success('Two-factor sign-in is on. From now on, signing in asks for a code from your app.');
    await onChanged().catch(() => undefined);
  }

  return stage.kind === 'setup' ? (
    <TwoFactorSetup
      setup={stage.setup}
      businessName={businessName}
      replacing={me.mfaEnabled}
      onConfirmed={(codes) => void onConfirmed(codes)}
      onCancel={backToStatus}
    />
  ) : stage.kind === 'codes' ? (
    <RecoveryCodes codes={stage.codes} businessName={businessName} username={me.username} onDone={backToStatus} />
  ) : me.mfaEnabled ? (
    <>
      <p className="account-panel__text">
        Signing in asks for the 6-digit code of your authenticator app. Recovery codes left: <strong>{me.recoveryCodesLeft}</strong> of 10.
      </p>
      <div className="account-panel__actions">
        <Button ref={startButton} onClick={() => void onStart()} disabled={starting.loading}>
          <AdminIcon name="refresh" size={18} /> Set up on a new phone
        </Button>
      </div>
      <p className="form-note">A new setup also gives you ten new recovery codes; until it is confirmed, your current app keeps working.</p>
      <TurnOffForm required={me.mfaRequired} onTurnedOff={onChanged} />
    </>
  ) : (
    <>
      <p className="account-panel__text">
        {me.mfaRequired
          ? 'The workshop requires two-factor sign-in for every account. Turn it on to use the back office.'
          : 'Two-factor sign-in is off for your account.'}
      </p>
      <div className="account-panel__actions">
        <Button variant="primary" ref={startButton} onClick={() => void onStart()} disabled={starting.loading}>
          {starting.loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="shield" size={18} />}
          Turn on two-factor sign-in
        </Button>
      </div>
    </>
  );
}

function TurnOffForm({ required, onTurnedOff }: { required: boolean; onTurnedOff: () => Promise<unknown> }) {
  const uid = useId();
  const [disable, { loading }] = useMutation(AdminDisableMfaDocument);
  const notices = useNotices();
  const { code, setCode, onSubmit } = useCodeForm({
    inputId: `${uid}-code`,
    loading,
    send: async (typed) => {
      const { data } = await disable({ variables: { code: typed } });
      notices.success(data?.disableMfa.message ?? 'Two-factor sign-in is off.');
      await onTurnedOff().catch(() => undefined);
    },
  });

  return (
    <form className="mfa-off" onSubmit={onSubmit} aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="mfa-off__title">
        Turn off two-factor sign-in
      </h3>
      <p className="form-note" id={`${uid}-note`}>
        {required
          ? 'The workshop requires two-factor sign-in for every account, so it cannot be turned off while that rule is on.'
          : 'Enter a current code from your app, or one of your recovery codes.'}
      </p>
      <div className="mfa-off__row">
        <Field id={`${uid}-code`} label="Code or recovery code">
          <CodeInput id={`${uid}-code`} autoComplete="one-time-code" value={code} onChange={setCode} aria-describedby={`${uid}-note`} />
        </Field>
        <Button variant="danger-link" type="submit" disabled={loading}>
          <AdminIcon name="unlock" size={18} /> {loading ? 'Turning off…' : 'Turn off'}
        </Button>
      </div>
    </form>
  );
}

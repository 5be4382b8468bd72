/**
 * Turning two-factor sign-in on: the QR code of the otpauth URL to scan with an authenticator app,
 * the secret (grouped in fours, copyable) to type in by hand instead, and the app's first code to
 * confirm it. The server says when the code is not right; confirmed, it answers the recovery codes.
 */
import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminConfirmMfaDocument, type AdminStartMfaMutation } from '../../../gql/graphql';
import { AdminIcon } from '../ui/AdminIcon';
import { useNotices } from '../ui/Notices';
import { copyText, groupedSecret } from './clipboard';
import { Button } from '../ui/Button';
import { CodeInput } from '../ui/CodeInput';
import { Field } from '../ui/Field';
import { useCodeForm } from '../ui/use-code-form';

export type MfaSetup = AdminStartMfaMutation['startMfa'];

interface TwoFactorSetupProps {
  setup: MfaSetup;
  businessName: string;
  /** Setting it up again (a new phone): the current app keeps working until this one is confirmed. */
  replacing: boolean;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

export function TwoFactorSetup({ setup, businessName, replacing, onConfirmed, onCancel }: TwoFactorSetupProps) {
  const uid = useId();
  const [confirm, { loading }] = useMutation(AdminConfirmMfaDocument);
  const notices = useNotices();
  const { code, setCode, onSubmit } = useCodeForm({
    inputId: `${uid}-code`,
    loading,
    retype: true,
    send: async (typed) => {
      const { data } = await confirm({ variables: { code: typed } });
      if (!data) throw new Error('no answer');
      onConfirmed(data.confirmMfa.recoveryCodes);
    },
  });

  async function onCopy() {
    if (await copyText(setup.secret)) notices.success('Secret copied.');
    else notices.errorText('The browser did not allow copying: select the secret and copy it.');
  }

  return (
    <div className="mfa-setup" data-testid="mfa-setup">
      <ol className="mfa-setup__steps">
        <li className="mfa-setup__step">
          <h3 className="mfa-setup__title">1. Scan the QR code</h3>
          <p className="form-note">
            Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…), add an account and scan this code.
          </p>
          <img className="mfa-setup__qr" src={setup.qrCode} width={200} height={200} alt={`QR code that adds ${businessName} to an authenticator app`} />
        </li>
        <li className="mfa-setup__step">
          <h3 className="mfa-setup__title">2. Or type the secret</h3>
          <p className="form-note" id={`${uid}-secret-note`}>
            If the app cannot scan, choose to enter a setup key and type this secret (time-based).
          </p>
          <div className="secret-block">
            <code className="secret-block__text" data-testid="mfa-secret">
              {groupedSecret(setup.secret)}
            </code>
            <Button size="small" onClick={() => void onCopy()}>
              <AdminIcon name="clipboard" size={16} /> Copy secret
            </Button>
          </div>
        </li>
        <li className="mfa-setup__step">
          <h3 className="mfa-setup__title">3. Enter the code it shows</h3>
          <form className="mfa-code-form" onSubmit={onSubmit}>
            <Field id={`${uid}-code`} label="6-digit code from the app">
              <CodeInput digits id={`${uid}-code`} className="mfa-code-form__input" value={code} onChange={setCode} />
            </Field>
            <div className="mfa-code-form__actions">
              <Button variant="primary" type="submit" icon="shield" busy={loading} busyLabel="Checking…">
                {replacing ? 'Use this app' : 'Turn on two-factor sign-in'}
              </Button>
              <Button onClick={onCancel} disabled={loading}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

/**
 * The second step of signing in, for an account with two-factor sign-in on: the 6-digit code of its
 * authenticator app (a numeric keypad on phones, filled in by the phone's one-time-code suggestion),
 * or, after 'Use a recovery code', one of its recovery codes. The server's words say what is wrong
 * (a wrong code, one already used); 'Back' returns to the password.
 */
import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminLoginDocument } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { startSession } from '../session/admin-session';
import { AdminIcon } from '../ui/AdminIcon';
import { useNotices } from '../ui/Notices';
import { Button } from '../ui/Button';
import { CodeInput } from '../ui/CodeInput';
import { Field } from '../ui/Field';
import { useCodeForm } from '../ui/use-code-form';

export interface Credentials {
  username: string;
  password: string;
}

const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

const CODE_PROMPT = 'Enter the 6-digit code from your authenticator app.';
const RECOVERY_PROMPT = 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.';

export function CodeStep({ credentials, onBack }: { credentials: Credentials; onBack: () => void }) {
  const uid = useId();
  const [recovery, setRecovery] = useState(false);
  const [login, { loading }] = useMutation(AdminLoginDocument);
  const notices = useNotices();
  const { code, setCode, onSubmit } = useCodeForm({
    inputId: `${uid}-code`,
    loading,
    retype: true,
    message: (failure) => errorMessage(failure, SIGN_IN_FAILED),
    send: async (typed) => {
      const { data } = await login({ variables: { input: { ...credentials, code: typed } } });
      if (!data?.login.token) throw new Error('no token');
      startSession(data.login.token);
    },
  });

  function switchKind() {
    setRecovery((r) => !r);
    setCode('');
    notices.clear();
    // The field is replaced: keep the keyboard on it.
    requestAnimationFrame(() => document.getElementById(`${uid}-code`)?.focus());
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-label="Two-factor code">
      <p id={`${uid}-prompt`} className="auth-card__subtitle auth-code__prompt">
        {recovery ? RECOVERY_PROMPT : CODE_PROMPT}
      </p>
      <Field id={`${uid}-code`} label={<>{recovery ? 'Recovery code' : '6-digit code'}</>}>
        <CodeInput
          key={recovery ? 'recovery' : 'totp'}
          digits={!recovery}
          id={`${uid}-code`}
          name={recovery ? 'recoveryCode' : 'code'}
          className={recovery ? 'auth-code__input' : 'auth-code__input auth-code__input--digits'}
          autoFocus
          aria-describedby={`${uid}-prompt`}
          value={code}
          onChange={setCode}
        />
      </Field>
      <Button variant="primary" block type="submit" icon="shield" busy={loading} busyLabel="Checking…">
        Verify and Sign In
      </Button>
      <p className="auth-form__aside auth-code__links">
        <button type="button" className="text-button" onClick={switchKind}>
          {recovery ? 'Use the code from your authenticator app' : 'Use a recovery code'}
        </button>
        <button type="button" className="text-button" onClick={onBack}>
          <AdminIcon name="arrowLeft" size={16} /> Back to username and password
        </button>
      </p>
    </form>
  );
}

/**
 * The sign-in form, shown at any /admin path while signed out. A failure shows the server's
 * message (or 'Login failed. Please check credentials.'); 'Forgot Password?' asks before
 * emailing the primary admin a reset link. An account with two-factor sign-in on is asked, once
 * its password is right, for the code of its authenticator app (or a recovery code): CodeStep.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminLoginDocument, AdminRequestPasswordResetDocument } from '../../../gql/graphql';
import { errorFlag, errorMessage } from '../errors';
import { startSession } from '../session/admin-session';
import { AdminIcon } from '../ui/AdminIcon';
import { ConfirmProvider, useConfirm } from '../ui/Confirm';
import { NoticeScope, useNotices } from '../ui/Notices';
import { AuthLayout } from './AuthLayout';
import { CodeStep, type Credentials } from './CodeStep';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

const LOGIN_FAILED = 'Login failed. Please check credentials.';

export function LoginScreen({ businessName }: { businessName: string }) {
  // Set once the password is right and the account asks for its second factor.
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  return (
    <ConfirmProvider>
      {credentials ? (
        <AuthLayout businessName={businessName} title="Two-factor sign-in">
          <NoticeScope>
            <CodeStep credentials={credentials} onBack={() => setCredentials(null)} />
          </NoticeScope>
        </AuthLayout>
      ) : (
        <AuthLayout businessName={businessName} title="Admin Sign In" subtitle="Sign in to manage appointments, job cards and messages.">
          <NoticeScope>
            <LoginForm onCodeNeeded={setCredentials} />
          </NoticeScope>
        </AuthLayout>
      )}
    </ConfirmProvider>
  );
}

function LoginForm({ onCodeNeeded }: { onCodeNeeded: (credentials: Credentials) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [login, { loading }] = useMutation(AdminLoginDocument);
  const [requestReset, { loading: requesting }] = useMutation(AdminRequestPasswordResetDocument);
  const notices = useNotices();
  const confirm = useConfirm();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    notices.clear();
    const credentials = { username: username.trim(), password };
    try {
      const { data } = await login({ variables: { input: credentials } });
      if (!data?.login.token) throw new Error('no token');
      startSession(data.login.token);
    } catch (error) {
      // The password was right; the account has two-factor sign-in on.
      if (errorFlag(error, 'mfaRequired')) onCodeNeeded(credentials);
      else notices.errorText(errorMessage(error, LOGIN_FAILED));
    }
  }

  async function onForgot() {
    const yes = await confirm({
      title: 'Reset password',
      message: 'Send a password reset request to the primary admin email?',
      confirmLabel: 'Yes, Send Request',
      tone: 'primary',
    });
    if (!yes) return;
    notices.clear();
    try {
      const { data } = await requestReset();
      notices.success(data?.requestPasswordReset.message ?? 'Password reset request sent.');
    } catch (error) {
      notices.error(error);
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <Field id="admin-username" label="Username">
        <input
          id="admin-username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </Field>
      <Field id="admin-password" label="Password">
        <div className="input-with-button">
          <input
            id="admin-password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button
            type="button"
            className="icon-button"
            onClick={() => setShowPassword((s) => !s)}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
          >
            <AdminIcon name={showPassword ? 'eyeOff' : 'eye'} size={18} />
          </button>
        </div>
      </Field>
      <Button variant="primary" block type="submit" disabled={loading}>
        {loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="lock" size={18} />}
        {loading ? 'Signing in…' : 'Sign In'}
      </Button>
      <p className="auth-form__aside">
        <button type="button" className="text-button" onClick={onForgot} disabled={requesting}>
          Forgot Password?
        </button>
      </p>
    </form>
  );
}

/**
 * /admin/reset-password?token=…: the page of the emailed link. Checks the two passwords match,
 * shows the server's reasons (weak password, used or expired link) and, once changed, the
 * server's message with a way to sign in.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { AdminResetPasswordDocument } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage } from '../errors';
import { endSession } from '../session/admin-session';
import { AdminIcon } from '../ui/AdminIcon';
import { Banner } from '../ui/Notices';
import { AuthLayout, IncompleteLink } from './AuthLayout';
import { NewPasswordFields } from './NewPasswordFields';
import { PASSWORD_RULES_TEXT, PASSWORDS_DIFFER } from './password-rules';
import { Button, ButtonLink } from '../ui/Button';

const MISSING_TOKEN = 'This reset link is incomplete. Please request a new one from the sign-in page.';

export function ResetPasswordPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Reset password', businessName);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<{ text: string; key: number } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [reset, { loading }] = useMutation(AdminResetPasswordDocument);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    if (password !== confirmation) {
      setProblem({ text: PASSWORDS_DIFFER, key: Date.now() });
      return;
    }
    setProblem(null);
    try {
      const { data } = await reset({ variables: { input: { token, password } } });
      // Sessions from before the change no longer work: start clean.
      endSession();
      setDone(data?.resetPassword.message ?? 'Your password has been changed.');
    } catch (error) {
      setProblem({ text: errorMessage(error), key: Date.now() });
    }
  }

  if (done) {
    return (
      <AuthLayout businessName={businessName} title="Password changed">
        <Banner tone="success" lifetime={0}>
          {done}
        </Banner>
        <ButtonLink variant="primary" block to="/admin">
          <AdminIcon name="lock" size={18} /> Sign in
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout businessName={businessName} title="Choose a new password" subtitle={PASSWORD_RULES_TEXT}>
      {!token ? (
        <IncompleteLink message={MISSING_TOKEN} back="Back to sign in" />
      ) : (
        <form className="auth-form" onSubmit={onSubmit}>
          {problem && (
            <Banner key={problem.key} tone="error" onClose={() => setProblem(null)}>
              {problem.text}
            </Banner>
          )}
          <NewPasswordFields idPrefix="reset" label="New Password" password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} />
          <Button variant="primary" block type="submit" busy={loading} busyLabel="Saving…">
            Set New Password
          </Button>
          <p className="auth-form__aside">
            <Link to="/admin" className="text-button">
              Back to sign in
            </Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}

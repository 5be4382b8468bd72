/**
 * /admin/invitation?token=…: the page of an invitation's emailed link (open to anyone). The invitee
 * chooses a username and a password (typed twice; the same rules as a reset) and lands signed in on
 * the dashboard. A used or expired link, a taken username or a weak password: the server's words
 * (the field it is about marked invalid).
 */
import { useId, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AdminAcceptInvitationDocument } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage, serverFieldErrors } from '../errors';
import { startSession } from '../session/admin-session';
import { Banner } from '../ui/Notices';
import { AuthLayout, IncompleteLink } from './AuthLayout';
import { NewPasswordFields } from './NewPasswordFields';
import { PASSWORD_RULES_TEXT, PASSWORDS_DIFFER } from './password-rules';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

const MISSING_TOKEN = 'This invitation link is incomplete. Open the link from the email again, or ask an owner to invite you again.';
const USERNAME_HINT = '3 to 100 letters, digits, dots, dashes, underscores or @. You sign in with it.';

export function InvitationPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Join the team', businessName);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthLayout
      businessName={businessName}
      title="Join the team"
      subtitle={token ? `Choose the username and password you will sign in to ${businessName}’s back office with.` : undefined}
    >
      {token ? (
        <InvitationForm token={token} />
      ) : (
        <IncompleteLink message={MISSING_TOKEN} back="Go to sign in" />
      )}
    </AuthLayout>
  );
}

function InvitationForm({ token }: { token: string }) {
  const uid = useId();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<{ text: string; key: number } | null>(null);
  const [fieldProblems, setFieldProblems] = useState<Record<string, string>>({});
  const [accept, { loading }] = useMutation(AdminAcceptInvitationDocument);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    setFieldProblems({});
    if (password !== confirmation) {
      setProblem({ text: PASSWORDS_DIFFER, key: Date.now() });
      document.getElementById(`${uid}-confirm`)?.focus();
      return;
    }
    setProblem(null);
    try {
      const { data } = await accept({ variables: { input: { token, username: username.trim(), password } } });
      if (!data?.acceptInvitation.token) throw new Error('no token');
      // Whoever was signed in on this browser before is forgotten: the new account starts clean.
      await client.clearStore();
      startSession(data.acceptInvitation.token);
      navigate('/admin', { replace: true });
    } catch (error) {
      setFieldProblems(serverFieldErrors(error));
      setProblem({ text: errorMessage(error), key: Date.now() });
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      {problem && (
        <Banner key={problem.key} tone="error" lifetime={0} onClose={() => setProblem(null)}>
          {problem.text}
        </Banner>
      )}
      <Field id={`${uid}-username`} label="Username">
        <input
          id={`${uid}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          minLength={3}
          maxLength={100}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={fieldProblems.username ? true : undefined}
          aria-describedby={`${uid}-username-hint`}
        />
        <p id={`${uid}-username-hint`} className="form-note auth-form__hint">
          {USERNAME_HINT}
        </p>
      </Field>
      <NewPasswordFields
        idPrefix={uid}
        label="Password"
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        hint={PASSWORD_RULES_TEXT}
        invalid={Boolean(fieldProblems.password)}
      />
      <Button variant="primary" block type="submit" icon="check" busy={loading} busyLabel="Creating your account…">
        Create Account and Sign In
      </Button>
      <p className="auth-form__aside">
        <Link to="/admin" className="text-button">
          Already have an account? Sign in
        </Link>
      </p>
    </form>
  );
}

/**
 * /admin/profile, for every account: who is signed in (name, username, email, owner or not), its
 * two-factor sign-in and its signed-in sessions. While the workshop requires two-factor sign-in and
 * the account has none, every page leads here (MfaSetupGate) and the page says why, first.
 */
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useMe, type AdminMe } from '../session/use-me';
import { AdminIcon } from '../ui/AdminIcon';
import { Fact } from '../ui/Fact';
import { Banner } from '../ui/Notices';
import { PageHeader, PageLoad } from '../ui/States';
import { SessionsPanel } from './SessionsPanel';
import { TwoFactorPanel } from './TwoFactorPanel';
import '../styles/admin-account.css';

const MFA_SETUP_EXPLAINED =
  'The workshop requires two-factor sign-in for every account. Turn it on below: the rest of the back office opens as soon as it is on.';

export default function ProfilePage({ businessName }: { businessName: string }) {
  useDocumentTitle('Your profile', businessName);
  const { me, error, refetch } = useMe();
  if (!me) return <PageLoad title="Your profile" error={error} onRetry={() => void refetch().catch(() => undefined)} loadingLabel="Loading your profile…" />;
  return (
    <div className="admin-page account-page">
      <PageHeader title="Your profile" description="Your account, two-factor sign-in and where you are signed in." />
      {me.mfaSetupRequired && (
        <Banner tone="warning" lifetime={0}>
          <strong>Two-factor sign-in needed.</strong> {MFA_SETUP_EXPLAINED}
        </Banner>
      )}
      <AccountPanel me={me} />
      <TwoFactorPanel me={me} businessName={businessName} onChanged={refetch} />
      <SessionsPanel title="Your sessions" description="Browsers signed in to your account. End any you do not recognise, or that you no longer use." />
    </div>
  );
}

function AccountPanel({ me }: { me: AdminMe }) {
  return (
    <section className="panel account-panel" aria-labelledby="account-title">
      <header className="panel__header">
        <h2 id="account-title" className="panel__title">
          <AdminIcon name="user" size={18} /> Account
        </h2>
        {me.owner && <span className="badge badge--info">Owner</span>}
      </header>
      <div className="account-panel__body">
        <dl className="detail-list account-facts">
          <Fact term="Name">{me.name}</Fact>
          <Fact term="Username">
            <span className="mono">{me.username}</span>
          </Fact>
          <Fact term="Email" className="account-facts__email">
            {me.email}
          </Fact>
          <Fact term="Role">{me.owner ? 'Owner: manages the team and the workshop’s security' : 'Staff'}</Fact>
        </dl>
        <p className="form-note account-panel__foot">
          {me.owner ? (
            <>
              Names, emails and roles are changed on the <Link to="/admin/team">Team</Link> page.
            </>
          ) : (
            'To change your name or email, ask an owner of the workshop.'
          )}
        </p>
      </div>
    </section>
  );
}

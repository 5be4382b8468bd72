/**
 * /admin/team (owners): the staff accounts and what an owner does to them, the invitations not
 * accepted yet with 'Invite staff', the workshop's two-factor rule, and everyone's signed-in
 * sessions. Anyone else opening it is told, kindly, that the team is an owner's to manage.
 */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminTeamDocument } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { SessionsPanel } from '../account/SessionsPanel';
import { useMe, type AdminMe } from '../session/use-me';
import { AdminIcon } from '../ui/AdminIcon';
import { useNotices } from '../ui/Notices';
import { PageHeader, PageLoad } from '../ui/States';
import { EditStaffDialog } from './EditStaffDialog';
import { InvitationList } from './InvitationList';
import { InviteDialog } from './InviteDialog';
import { SecurityPanel } from './SecurityPanel';
import { StaffTable } from './StaffTable';
import { useStaffActions, type StaffUser } from './use-staff-actions';
import { Button, ButtonLink } from '../ui/Button';
import '../styles/admin-account.css';

const OWNERS_ONLY = 'Only an owner can manage the team.';

export default function TeamPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Team', businessName);
  const { me, error, refetch } = useMe();
  if (!me) return <PageLoad title="Team" error={error} onRetry={() => void refetch().catch(() => undefined)} loadingLabel="Loading the team…" />;
  if (!me.owner) return <OwnersOnly />;
  return <Team me={me} refetchMe={refetch} />;
}

function OwnersOnly() {
  return (
    <div className="admin-page">
      <PageHeader title="Team" />
      <div className="panel owners-only" role="status">
        <AdminIcon name="users" size={32} className="owners-only__icon" />
        <p className="owners-only__title">{OWNERS_ONLY}</p>
        <p className="form-note">Ask an owner of the workshop to invite someone, change an account or send a password reset link.</p>
        <ButtonLink to="/admin/profile">
          <AdminIcon name="user" size={18} /> Your profile
        </ButtonLink>
      </div>
    </div>
  );
}

function Team({ me, refetchMe }: { me: AdminMe; refetchMe: () => Promise<unknown> }) {
  const { data, error, refetch } = useQuery(AdminTeamDocument, { fetchPolicy: 'cache-and-network' });
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffUser | null>(null);
  const notices = useNotices();
  const actions = useStaffActions({ meId: me.id, mfaRequired: data?.securitySettings.requireMfa ?? false, onOwnChange: refetchMe });

  if (!data) return <PageLoad title="Team" error={error} onRetry={() => void refetch().catch(() => undefined)} loadingLabel="Loading the team…" />;
  const users = data.staffUsers;
  const active = users.filter((u) => !u.disabled);
  const withoutMfa = active.filter((u) => !u.mfaEnabled).length;

  return (
    <div className="admin-page team-page">
      <PageHeader
        title="Team"
        description={`${active.length} active ${active.length === 1 ? 'account' : 'accounts'}, ${active.filter((u) => u.owner).length} of them ${
          active.filter((u) => u.owner).length === 1 ? 'an owner' : 'owners'
        }. Everyone signs in as themselves, and the Activity trail names who did what.`}
        actions={
          <Button variant="primary" onClick={() => setInviting(true)} aria-haspopup="dialog">
            <AdminIcon name="plus" size={18} /> Invite staff
          </Button>
        }
      />

      <section className="panel account-panel" aria-labelledby="staff-title">
        <header className="panel__header">
          <h2 id="staff-title" className="panel__title">
            <AdminIcon name="users" size={18} /> Staff
          </h2>
          <span className="count-badge">{users.length}</span>
        </header>
        <StaffTable users={users} meId={me.id} actions={actions} onEdit={setEditing} />
      </section>

      <section className="panel account-panel" aria-labelledby="invitations-title">
        <header className="panel__header">
          <h2 id="invitations-title" className="panel__title">
            <AdminIcon name="mail" size={18} /> Invitations not accepted yet
          </h2>
          <span className="count-badge">{data.staffInvitations.length}</span>
        </header>
        <InvitationList invitations={data.staffInvitations} />
      </section>

      <SecurityPanel settings={data.securitySettings} withoutMfa={withoutMfa} onChanged={refetchMe} />

      <SessionsPanel all title="Everyone’s sessions" description="Every browser signed in to the back office, most recently seen first. Ending one signs that browser out at once." />

      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onSent={(message) => {
            setInviting(false);
            notices.success(message);
          }}
        />
      )}
      {editing && (
        <EditStaffDialog
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={(message, user) => {
            setEditing(null);
            notices.success(message);
            if (user.id === me.id) void refetchMe().catch(() => undefined);
          }}
        />
      )}
    </div>
  );
}

/** Invitations sent and not accepted yet (expired ones drop off): who, which address, owner or not, sent by whom and when, and until when the link works. */
import type { AdminStaffInvitationFragment } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { DataTable, type Column } from '../ui/DataTable';
import { EmptyState } from '../ui/States';
import { EmailText } from './StaffTable';

type Invitation = AdminStaffInvitationFragment;

const COLUMNS: ReadonlyArray<Column<Invitation>> = [
  { header: 'Name', cell: (i) => <span className="cell-main">{i.name}</span> },
  { header: 'Email', cell: (i) => <span className="staff-email">
        <EmailText email={i.email} />
      </span> },
  { header: 'Role', kind: 'nowrap', cell: (i) => (i.owner ? <span className="badge badge--info">Owner</span> : 'Staff') },
  {
    header: 'Sent',
    cell: (i) => (
      <>
        <time dateTime={i.createdAt}>{formatDateTime(i.createdAt)}</time>
        <span className="cell-sub">by {i.invitedBy}</span>
      </>
    ),
  },
  { header: 'Link works until', kind: 'nowrap', cell: (i) => <time dateTime={i.expiresAt}>{formatDateTime(i.expiresAt)}</time> },
];

export function InvitationList({ invitations }: { invitations: readonly Invitation[] }) {
  if (!invitations.length) return <EmptyState icon="mail">No invitations are waiting to be accepted.</EmptyState>;
  return <DataTable rows={invitations} rowKey={(i) => i.id} columns={COLUMNS} rowTestId="invitation-row" caption="Invitations not accepted yet, newest first" />;
}

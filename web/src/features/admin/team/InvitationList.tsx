/**
 * Invitations sent and not accepted yet (expired ones drop off): who, which address, owner or not,
 * sent by whom and when, until when the link works, and 'Withdraw' (asked first) for one sent to
 * the wrong person or address: its link stops working at once.
 */
import { useMutation } from '@apollo/client/react';
import { AdminTeamDocument, AdminWithdrawStaffInvitationDocument, type AdminStaffInvitationFragment } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { useConfirm } from '../ui/Confirm';
import { DataTable, type Column } from '../ui/DataTable';
import { useNotices } from '../ui/Notices';
import { EmptyState } from '../ui/States';
import { EmailText } from './StaffTable';
import { RoleBadge } from './roles';

type Invitation = AdminStaffInvitationFragment;

const COLUMNS: ReadonlyArray<Column<Invitation>> = [
  { header: 'Name', cell: (i) => <span className="cell-main">{i.name}</span> },
  { header: 'Email', cell: (i) => <span className="staff-email">
        <EmailText email={i.email} />
      </span> },
  { header: 'Role', kind: 'nowrap', cell: (i) => <RoleBadge role={i.role} /> },
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
  const [withdraw, withdrawing] = useMutation(AdminWithdrawStaffInvitationDocument, { refetchQueries: [AdminTeamDocument], awaitRefetchQueries: true });
  const confirm = useConfirm();
  const notices = useNotices();

  async function onWithdraw(invitation: Invitation) {
    const yes = await confirm({
      title: 'Withdraw invitation',
      message: `Withdraw the invitation of ${invitation.name} (${invitation.email})? The link in their email stops working at once; you can invite them again later.`,
      confirmLabel: 'Yes, Withdraw',
    });
    if (!yes) return;
    try {
      const { data } = await withdraw({ variables: { id: invitation.id } });
      notices.success(data?.withdrawStaffInvitation.message ?? `The invitation of ${invitation.name} is withdrawn.`);
    } catch (failure) {
      notices.error(failure);
    }
  }

  if (!invitations.length) return <EmptyState icon="mail">No invitations are waiting to be accepted.</EmptyState>;
  return (
    <DataTable
      rows={invitations}
      rowKey={(i) => i.id}
      columns={COLUMNS}
      rowTestId="invitation-row"
      caption="Invitations not accepted yet, newest first"
      rowName={(i) => `invitation of ${i.name}`}
      actions={[{ icon: 'ban', label: 'Withdraw', labelled: true, danger: true, disabled: withdrawing.loading, onClick: (i) => void onWithdraw(i) }]}
    />
  );
}

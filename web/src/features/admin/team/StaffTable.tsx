/**
 * The team's accounts (active owners first, disabled last, as the server orders them): name,
 * username and email, owner or not, two-factor on or off, active or disabled, last seen; and per
 * account what an owner can do to it. A card per account on narrow screens.
 */
import { formatDateTime } from '../format';
import { DataTable, type Column, type RowAction } from '../ui/DataTable';
import type { StaffActions, StaffUser } from './use-staff-actions';
import { RoleBadge } from './roles';

interface StaffTableProps {
  users: readonly StaffUser[];
  meId: string;
  actions: StaffActions;
  onEdit: (user: StaffUser) => void;
}

/** An email address that may wrap before its @ and nowhere else (a <wbr>, so copying it copies the address). */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

export function StaffTable({ users, meId, actions, onEdit }: StaffTableProps) {
  const columns: ReadonlyArray<Column<StaffUser>> = [
    {
      header: 'Name',
      cell: (u) => (
        <>
          <span className="cell-main">
            {u.name}
            {u.id === meId && <span className="badge badge--muted">You</span>}
          </span>
          <span className="cell-sub mono">{u.username}</span>
          <span className="cell-sub staff-email">
            <EmailText email={u.email} />
          </span>
        </>
      ),
    },
    {
      header: 'Role',
      kind: 'nowrap',
      cell: (u) => (
        <>
          <RoleBadge role={u.role} />
          {u.testerNumber && <span className="cell-sub">Tester {u.testerNumber}</span>}
        </>
      ),
    },
    {
      header: 'Two-factor',
      kind: 'nowrap',
      cell: (u) => (u.mfaEnabled ? <span className="badge badge--success">On</span> : <span className="badge badge--warning">Off</span>),
    },
    {
      header: 'Status',
      kind: 'nowrap',
      cell: (u) => (u.disabled ? <span className="badge badge--danger">Disabled</span> : <span className="badge badge--success">Active</span>),
    },
    {
      header: 'Last seen',
      kind: 'nowrap',
      cell: (u) => (u.lastSeenAt ? <time dateTime={u.lastSeenAt}>{formatDateTime(u.lastSeenAt)}</time> : <span className="cell-sub">Never</span>),
    },
  ];

  /** One of the owner's actions on an account: offered `when` it applies, and none while another is under way. */
  const act = (icon: RowAction<StaffUser>['icon'], label: string, name: (u: StaffUser) => string, when: (u: StaffUser) => boolean, run: (u: StaffUser) => Promise<void>, danger?: boolean): RowAction<StaffUser> => ({
    icon,
    label,
    name,
    when,
    onClick: (u) => void run(u),
    disabled: actions.busy,
    danger,
  });
  const rowActions: ReadonlyArray<RowAction<StaffUser>> = [
    { icon: 'user', label: 'Edit', name: (u) => `Edit ${u.name}`, onClick: onEdit },
    act('award', 'Make owner', (u) => `Make owner: ${u.name}`, (u) => !u.owner, actions.toggleOwner),
    act('award', 'Remove owner', (u) => `Remove owner: ${u.name}`, (u) => u.owner, actions.toggleOwner),
    act('send', 'Send password reset link', (u) => `Send password reset link to ${u.name}`, (u) => !u.disabled, actions.sendReset),
    act('unlock', 'Turn off two-factor', (u) => `Turn off two-factor sign-in of ${u.name}`, (u) => u.mfaEnabled, actions.resetMfa),
    act('check', 'Enable', (u) => `Enable the account of ${u.name}`, (u) => u.disabled, actions.toggleDisabled),
    act('ban', 'Disable', (u) => `Disable the account of ${u.name}`, (u) => !u.disabled, actions.toggleDisabled, true),
  ];

  return (
    <DataTable
      rows={users}
      rowKey={(u) => u.id}
      columns={columns}
      actions={rowActions}
      rowTestId="staff-row"
      caption="Staff accounts, active owners first"
      className="staff-table"
    />
  );
}

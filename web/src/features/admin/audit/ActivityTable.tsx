/**
 * One workshop day of the Activity page: a row per change with when, who (and from which address),
 * the record (linking to it where it can still be opened) and what was done, its fields before →
 * after behind a disclosure. A table on wide screens, a card per change on a phone (DataTable).
 */
import { Link } from 'react-router';
import { formatDateTime, formatInstantTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { DataTable, type Column } from '../ui/DataTable';
import { actionLabel, actorLabel, recordKindOf, recordLink } from './audit-records';
import { FieldChanges } from './FieldChanges';
import type { AuditRow } from './use-audit-pages';
import { useAuditActions } from './use-audit-actions';

function RecordCell({ row }: { row: AuditRow }) {
  const kind = recordKindOf(row.entityType);
  const link = recordLink(row);
  const name = row.entityType === 'invoice' && row.entityId ? `${kind.label} ${row.entityId}` : kind.label;
  return (
    <span className="activity-record">
      <AdminIcon name={kind.icon} size={16} />
      {link ? (
        <Link to={link.to} state={link.state} className="row-link">
          {name}
        </Link>
      ) : (
        <span>{name}</span>
      )}
    </span>
  );
}

/** The action in the words its feature declares. */
function ActionBadge({ action }: { action: string }) {
  const actions = useAuditActions();
  return <span className="badge badge--muted activity-what__action">{actionLabel(action, actions)}</span>;
}

const COLUMNS: ReadonlyArray<Column<AuditRow>> = [
  {
    header: 'When',
    kind: 'nowrap',
    cell: (row) => (
      <time dateTime={row.at} title={formatDateTime(row.at)}>
        {formatInstantTime(row.at)}
      </time>
    ),
  },
  {
    header: 'Who',
    cell: (row) => (
      <>
        <span className={`cell-main activity-who activity-who--${row.actorKind}`}>{actorLabel(row)}</span>
        {row.ip && <span className="cell-sub activity-ip">{row.ip}</span>}
      </>
    ),
  },
  { header: 'Record', cell: (row) => <RecordCell row={row} /> },
  {
    header: 'What',
    kind: 'message',
    cell: (row) => (
      <div className="activity-what">
        <ActionBadge action={row.action} />
        <span className="activity-what__summary">{row.summary}</span>
        <FieldChanges changes={row.fieldChanges} />
      </div>
    ),
  },
];

export function ActivityTable({ rows }: { rows: readonly AuditRow[] }) {
  return <DataTable className="activity-table" rows={rows} rowKey={(row) => row.id} columns={COLUMNS} rowTestId="activity-row" caption="Changes, newest first" />;
}

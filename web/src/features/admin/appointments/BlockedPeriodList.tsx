/** The blocked periods, each with an Unblock button that asks first. */
import { useMutation } from '@apollo/client/react';
import { AdminBlockedPeriodsDocument, AdminUnblockPeriodDocument, type AdminBlockedPeriodsQuery } from '../../../gql/graphql';
import { formatShortDate, formatTime, workshopToday } from '../format';
import { useConfirm } from '../ui/Confirm';
import { DataTable, type Column } from '../ui/DataTable';
import { useNotices } from '../ui/Notices';
import { EmptyState } from '../ui/States';

type Period = AdminBlockedPeriodsQuery['blockedPeriods'][number];

export function BlockedPeriodList({ periods }: { periods: readonly Period[] }) {
  const [unblock, { loading }] = useMutation(AdminUnblockPeriodDocument, {
    refetchQueries: [AdminBlockedPeriodsDocument],
    awaitRefetchQueries: true,
  });
  const confirm = useConfirm();
  const notices = useNotices();
  const today = workshopToday();

  if (!periods.length) return <EmptyState icon="unlock">No periods are currently blocked.</EmptyState>;

  async function onUnblock(id: string) {
    const yes = await confirm({
      title: 'Unblock period',
      message: 'Are you sure you want to unblock this period?',
      confirmLabel: 'Yes, Unblock',
    });
    if (!yes) return;
    try {
      const { data } = await unblock({ variables: { id } });
      notices.success(data?.unblockPeriod.message ?? 'Period unblocked.');
    } catch (error) {
      notices.error(error);
    }
  }

  const ended = (p: Period) => p.endDate < today;
  const columns: ReadonlyArray<Column<Period>> = [
    {
      header: 'From',
      kind: 'nowrap',
      cell: (p) => (
        <>
          <span className="cell-main">{formatShortDate(p.startDate)}</span>
          <span className="cell-sub">{formatTime(p.startTime)}</span>
        </>
      ),
    },
    {
      header: 'Until',
      kind: 'nowrap',
      cell: (p) => (
        <>
          <span className="cell-main">{formatShortDate(p.endDate)}</span>
          <span className="cell-sub">
            {formatTime(p.endTime)}
            {ended(p) && <span className="badge badge--muted">Ended</span>}
          </span>
        </>
      ),
    },
    { header: 'Reason', cell: (p) => p.reason },
  ];
  return (
    <DataTable
      rows={periods}
      rowKey={(p) => p.id}
      columns={columns}
      rowClassName={(p) => (ended(p) ? 'is-past' : undefined)}
      rowName={(p) => `${formatShortDate(p.startDate)} ${formatTime(p.startTime)} to ${formatShortDate(p.endDate)} ${formatTime(p.endTime)}: ${p.reason}`}
      actions={[{ icon: 'unlock', label: 'Unblock', labelled: true, disabled: loading, onClick: (p) => void onUnblock(p.id) }]}
    />
  );
}

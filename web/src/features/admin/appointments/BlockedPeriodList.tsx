/** The blocked periods, each with an Unblock button that asks first. */
import { useMutation } from '@apollo/client/react';
import { AdminBlockedPeriodsDocument, AdminUnblockPeriodDocument, type AdminBlockedPeriodsQuery } from '../../../gql/graphql';
import { formatShortDate, formatTime, workshopToday } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { useConfirm } from '../ui/Confirm';
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

  return (
    <div className="table-wrap">
      <table className="data-table data-table--cards">
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">Until</th>
            <th scope="col">Reason</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {periods.map((p) => {
            const ended = p.endDate < today;
            return (
              <tr key={p.id} className={ended ? 'is-past' : undefined}>
                <td data-label="From" className="nowrap">
                  <span className="cell-main">{formatShortDate(p.startDate)}</span>
                  <span className="cell-sub">{formatTime(p.startTime)}</span>
                </td>
                <td data-label="Until" className="nowrap">
                  <span className="cell-main">{formatShortDate(p.endDate)}</span>
                  <span className="cell-sub">
                    {formatTime(p.endTime)}
                    {ended && <span className="badge badge--muted">Ended</span>}
                  </span>
                </td>
                <td data-label="Reason">{p.reason}</td>
                <td className="cell-actions">
                  <button
                    type="button"
                    className="abtn abtn--ghost abtn--small"
                    onClick={() => onUnblock(p.id)}
                    disabled={loading}
                    aria-label={`Unblock ${formatShortDate(p.startDate)} ${formatTime(p.startTime)} to ${formatShortDate(p.endDate)} ${formatTime(p.endTime)}: ${p.reason}`}
                  >
                    <AdminIcon name="unlock" size={16} /> Unblock
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One endpoint's delivery log, newest first, 20 at a time: when, the event, its state, the answer, the time it took; Redeliver. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminRedeliverWebhookDocument, AdminWebhookDeliveriesDocument, type AdminWebhookDeliveryFragment } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { Button } from '../ui/Button';
import { useNotices } from '../ui/Notices';
import { EmptyState, LoadFailed, LoadingState } from '../ui/States';

const STATE: Record<string, { label: string; tone: string }> = {
  delivered: { label: 'Delivered', tone: 'badge--success' },
  pending: { label: 'Waiting', tone: 'badge--warning' },
  sending: { label: 'Sending', tone: 'badge--muted' },
  failed: { label: 'Given up', tone: 'badge--danger' },
};

/** What the endpoint answered the last attempt, in a few words. */
function answerOf(d: AdminWebhookDeliveryFragment): string {
  if (d.responseStatus !== null && d.responseStatus !== undefined) return `${d.responseStatus}${d.durationMs !== null && d.durationMs !== undefined ? ` in ${d.durationMs} ms` : ''}`;
  return d.attempts ? 'No answer' : 'Not sent yet';
}

export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const notices = useNotices();
  const [after, setAfter] = useState<string | null>(null);
  const { data, error, loading, refetch, fetchMore } = useQuery(AdminWebhookDeliveriesDocument, { variables: { id: endpointId }, fetchPolicy: 'cache-and-network' });
  const [redeliver, redelivering] = useMutation(AdminRedeliverWebhookDocument);
  const [busyId, setBusyId] = useState<string | null>(null);

  const page = data?.webhookDeliveries;
  if (!page) {
    return error ? (
      <LoadFailed message="The delivery log could not be loaded." onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <LoadingState label="Loading the deliveries…" />
    );
  }
  if (!page.items.length) return <EmptyState icon="inbox">Nothing sent yet: events it takes are listed here as they happen.</EmptyState>;

  const onRedeliver = async (id: string) => {
    setBusyId(id);
    try {
      await redeliver({ variables: { id: endpointId, deliveryId: id } });
      notices.success('Queued again, with the same webhook-id.');
      await refetch();
    } catch (failure) {
      notices.error(failure);
    } finally {
      setBusyId(null);
    }
  };

  const more = async () => {
    const cursor = page.nextCursor;
    if (!cursor) return;
    setAfter(cursor);
    await fetchMore({
      variables: { id: endpointId, after: cursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        webhookDeliveries: { ...fetchMoreResult.webhookDeliveries, items: [...prev.webhookDeliveries.items, ...fetchMoreResult.webhookDeliveries.items] },
      }),
    }).catch((failure: unknown) => notices.error(failure));
  };

  return (
    <div className="webhook-log">
      <table className="webhook-log__table">
        <caption className="visually-hidden">Deliveries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Event</th>
            <th scope="col">State</th>
            <th scope="col">Answer</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((d) => {
            const state = STATE[d.status] ?? { label: d.status, tone: 'badge--muted' };
            return (
              <tr key={d.id}>
                <td data-label="Time">{formatDateTime(d.lastAttemptAt ?? d.createdAt)}</td>
                <td data-label="Event">
                  <code>{d.eventType}</code>
                </td>
                <td data-label="State">
                  <span className={`badge ${state.tone}`}>{state.label}</span>
                  {d.attempts > 1 && <span className="form-note"> {d.attempts} attempts</span>}
                  {d.nextAttemptAt && d.attempts > 0 && <span className="form-note"> · next {formatDateTime(d.nextAttemptAt)}</span>}
                </td>
                <td data-label="Answer">
                  {answerOf(d)}
                  {d.error && <span className="webhook-log__error">{d.error}</span>}
                </td>
                <td>
                  {(d.status === 'delivered' || d.status === 'failed') && (
                    <Button size="small" icon="refresh" busy={busyId === d.id && redelivering.loading} onClick={() => void onRedeliver(d.id)} aria-label={`Redeliver ${d.eventType} of ${formatDateTime(d.createdAt)}`}>
                      Redeliver
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {page.nextCursor && (
        <Button size="small" busy={loading && after === page.nextCursor} onClick={() => void more()}>
          Show older
        </Button>
      )}
    </div>
  );
}

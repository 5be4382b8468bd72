/** A purchase order's status as staff read it: its words and its badge. */
export const PO_STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  sent: 'Sent',
  'part-received': 'Part received',
  received: 'Received',
  cancelled: 'Cancelled',
};

const TONES: Record<string, string> = { draft: 'muted', sent: 'info', 'part-received': 'warning', received: 'success', cancelled: 'danger' };

/** The statuses the list filters by, in their order of life. */
export const PO_STATUSES = ['draft', 'sent', 'part-received', 'received', 'cancelled'] as const;

/** Still to arrive (the job cards it names wait on it). */
export const isOpenStatus = (status: string) => status === 'draft' || status === 'sent' || status === 'part-received';

export function PoStatusBadge({ status }: { status: string }) {
  return (
    <span className={`badge badge--${TONES[status] ?? 'muted'}`} data-testid="po-status">
      {PO_STATUS_LABELS[status] ?? status}
    </span>
  );
}

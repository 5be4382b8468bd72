/**
 * 'Notify customer': tells the card's customer their car is ready for pickup (by email and/or text,
 * as they chose; the server decides and says how), then says when it was last sent: 'Customer
 * notified 2:14 PM' today, with the date on another day. On the job card page and the board.
 */
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminNotifyCustomerReadyDocument } from '../../../gql/graphql';
import { formatDateTime, formatInstantTime, localDateOf, workshopToday } from '../format';
import { Button } from '../ui/Button';
import { useNotices } from '../ui/Notices';
import '../styles/admin-notify.css';

/** 'Customer notified 2:14 PM' (today) or 'Customer notified 07/12/2026, 2:14 PM'. */
function notifiedWords(at: string): string {
  return `Customer notified ${localDateOf(at) === workshopToday() ? formatInstantTime(at) : formatDateTime(at)}`;
}

interface NotifyReadyButtonProps {
  jobCardId: string;
  /** When it was last sent; null: never. */
  readyNotifiedAt: string | null | undefined;
}

export function NotifyReadyButton({ jobCardId, readyNotifiedAt }: NotifyReadyButtonProps) {
  const [notify, { loading }] = useMutation(AdminNotifyCustomerReadyDocument);
  const notices = useNotices();
  // The page's copy of the card may be its editor's own: the answer's time shows at once (the later of the two).
  const [sentAt, setSentAt] = useState<string | null>(null);
  const shown = [sentAt, readyNotifiedAt].filter((at): at is string => Boolean(at)).sort().at(-1) ?? null;
  async function onClick() {
    try {
      const { data } = await notify({ variables: { id: jobCardId } });
      if (!data) return;
      notices.success(data.notifyCustomerReady.message);
      setSentAt(data.notifyCustomerReady.jobCard.readyNotifiedAt ?? null);
    } catch (failure) {
      notices.error(failure);
    }
  }
  return (
    <div className="notify-ready">
      <Button size="small" icon="bell" busy={loading} busyLabel="Notifying…" onClick={() => void onClick()}>
        Notify customer
      </Button>
      {shown && (
        <time className="notify-ready__when" dateTime={shown} data-testid="ready-notified">
          {notifiedWords(shown)}
        </time>
      )}
    </div>
  );
}

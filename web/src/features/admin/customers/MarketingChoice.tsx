/**
 * A customer's choice about marketing email (service, registration and recommended-work reminders and review requests): shown, and
 * changed on their behalf through updateCustomer's `marketingOptOut`, after a confirmation either
 * way (they may have unsubscribed themselves). Booking, quote and invoice emails never depend on it.
 */
import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminCustomerDocument, AdminUpdateCustomerDocument, type AdminCustomerRowFragment } from '../../../gql/graphql';
import { formatDate, localDateOf } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { useConfirm } from '../ui/Confirm';
import { useNotices } from '../ui/Notices';
import { Button } from '../ui/Button';

type Customer = Pick<AdminCustomerRowFragment, 'id' | 'name' | 'marketingOptOut' | 'marketingOptOutAt'>;

export function MarketingChoice({ customer }: { customer: Customer }) {
  const uid = useId();
  const [update, { loading }] = useMutation(AdminUpdateCustomerDocument, { refetchQueries: [AdminCustomerDocument], awaitRefetchQueries: true });
  const confirm = useConfirm();
  const notices = useNotices();
  const out = customer.marketingOptOut;

  async function onChange() {
    const yes = await confirm(
      out
        ? {
            title: 'Send reminders again',
            message: `Send service, registration and recommended-work reminders and review requests to ${customer.name} again? Only do this when they have asked for them.`,
            confirmLabel: 'Yes, Send Them Again',
            tone: 'primary',
          }
        : {
            title: 'Unsubscribe customer',
            message: `Unsubscribe ${customer.name} from service, registration and recommended-work reminders and review requests? Emails about their bookings, quotes and invoices still go.`,
            confirmLabel: 'Yes, Unsubscribe',
          },
    );
    if (!yes) return;
    try {
      await update({ variables: { id: customer.id, input: { marketingOptOut: !out } } });
      notices.success(out ? `${customer.name} gets service, registration and recommended-work reminders and review requests again.` : `${customer.name} is unsubscribed from service, registration and recommended-work reminders and review requests.`);
    } catch (failure) {
      notices.error(failure);
    }
  }

  return (
    <div className="reminder-block" aria-labelledby={`${uid}-title`} role="group">
      <h3 id={`${uid}-title`} className="reminder-block__title">
        Marketing email
      </h3>
      <p className="reminder-block__main" data-testid="marketing-choice">
        <AdminIcon name={out ? 'ban' : 'check'} size={18} className={out ? 'reminder-choice--out' : 'reminder-choice--in'} />
        {out
          ? `Unsubscribed from service, registration and recommended-work reminders and review requests${customer.marketingOptOutAt ? ` (since ${formatDate(localDateOf(customer.marketingOptOutAt))})` : ''}`
          : 'Gets service, registration and recommended-work reminders and review requests'}
      </p>
      <p className="reminder-block__sub" id={`${uid}-hint`}>
        Booking confirmations, appointment reminders, quotes and invoices are emailed either way.
      </p>
      <Button size="small" onClick={onChange} disabled={loading} aria-busy={loading || undefined} aria-describedby={`${uid}-hint`}>
        {loading && <span className="aspinner aspinner--small" aria-hidden="true" />}
        {out ? 'Send reminders again…' : 'Unsubscribe…'}
      </Button>
    </div>
  );
}

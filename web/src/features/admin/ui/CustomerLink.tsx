/** The customer's page, from wherever staff meet a customer (a job card, an invoice). */
import { Link } from 'react-router';
import { AdminIcon } from './AdminIcon';

export function customerPath(id: string): string {
  return `/admin/customers/${encodeURIComponent(id)}`;
}

/** A small 'Customer' link beside a name; nothing when the record has no customer yet. */
export function CustomerLink({ id, name }: { id: string | null | undefined; name: string }) {
  if (!id) return null;
  return (
    <Link to={customerPath(id)} className="customer-link" title={`Everything on ${name}`}>
      <AdminIcon name="user" size={14} />
      Customer
    </Link>
  );
}

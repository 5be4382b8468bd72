/**
 * /admin/customers: every customer, newest activity first, found by part of a name, email or rego
 * of theirs, or a phone number in any form (or its last 6 digits); loaded page by page like the
 * Invoice Manager. A name opens the customer's page.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AdminCustomersDocument, type AdminCustomerRowFragment } from '../../../gql/graphql';
import { formatPhone } from '../../../shared/phone';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { formatDateTime } from '../format';
import { customerPath } from '../ui/CustomerLink';
import { DataTable, type Column } from '../ui/DataTable';
import { PagedRows } from '../ui/MorePages';
import { usePagedList } from '../ui/paged-list';
import { PageHeader } from '../ui/States';
import { countMatching } from '../ui/text';
import { useDebounced } from '../ui/use-debounced';
import { Field } from '../ui/Field';
import '../styles/admin-customers.css';

type CustomerRow = AdminCustomerRowFragment;

const COLUMNS: ReadonlyArray<Column<CustomerRow>> = [
  {
    header: 'Name',
    cell: (customer) => (
      <>
        <Link to={customerPath(customer.id)} className="row-link cell-main">
          {customer.name}
        </Link>
        {customer.company && <span className="cell-sub">{customer.company}</span>}
      </>
    ),
  },
  { header: 'Phone', kind: 'nowrap', cell: (customer) => (customer.phone ? formatPhone(customer.phone) : '—') },
  { header: 'Email', className: 'customer-table__email', cell: (customer) => customer.email ?? '—' },
  { header: 'Last activity', kind: 'nowrap', cell: (customer) => <time dateTime={customer.lastActivityAt}>{formatDateTime(customer.lastActivityAt)}</time> },
];

export default function CustomersPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Customers', businessName);
  const uid = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text, 300).trim();
  const pages = usePagedList(AdminCustomersDocument, 'customers', 'Customer', { q: q || null });
  // Typed text not yet asked for, or asked for and not yet answered: the list shown is the previous one.
  const settling = text.trim() !== q || pages.stale;
  const { rows } = pages;

  return (
    <div className="admin-page customers-page">
      <PageHeader title="Customers" description="Everyone who booked, wrote or was invoiced: find them by name, business, contact person, phone, email or rego." />

      <section className="panel customer-search" role="search" aria-label="Customers">
        <Field id={`${uid}-q`} label="Search customers">
          <input id={`${uid}-q`} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Name, phone, email or rego" autoComplete="off" />
        </Field>
        {rows && (
          <p className="form-note" aria-live="polite">
            {countMatching(rows.length, ['customer', 'customers'], Boolean(q))}
            {q ? '' : ' shown'}
            {pages.hasMore ? ', more below' : ''}
          </p>
        )}
      </section>

      <section aria-label="Customer list" aria-busy={settling}>
        <PagedRows
          pages={pages}
          settling={settling}
          noun={['customer', 'customers']}
          emptyIcon="user"
        >
          {(rows) => (
            <div className="panel">
              <DataTable className="customer-table" rows={rows} rowKey={(customer) => customer.id} columns={COLUMNS} rowTestId="customer-row" caption="Customers, newest activity first" />
            </div>
          )}
        </PagedRows>
      </section>
    </div>
  );
}

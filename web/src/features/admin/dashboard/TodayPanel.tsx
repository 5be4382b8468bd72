/**
 * The dashboard's first panel, 'Today': today's bookings (arrived or not yet), job cards in
 * progress, quotes awaiting the customer, cars ready for pickup and unpaid invoices, each row a
 * link to the diary day, the job card or the invoice. The `today` subscription pushes the lists
 * afresh after every booking, job card, quote or invoice change.
 */
import type { ReactNode } from 'react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { Link } from 'react-router';
import { AdminTodayChangedDocument, AdminTodayDocument, type AdminTodayFragment, type AdminTodayJobCardFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { formatDate, formatInstantShortDate, formatTime } from '../format';
import { AdminIcon, type AdminIconName } from '../ui/AdminIcon';
import { LoadingState } from '../ui/States';
import '../styles/admin-today.css';

export function TodayPanel() {
  const client = useApolloClient();
  const today = useQuery(AdminTodayDocument, { fetchPolicy: 'cache-and-network' });
  useSubscription(AdminTodayChangedDocument, {
    onData: ({ data }) => {
      const fresh = data.data?.today;
      if (fresh) client.writeQuery({ query: AdminTodayDocument, data: { today: fresh } });
    },
    onError: (error) => console.error('Live today panel failed', error),
  });
  const data = today.data?.today;

  return (
    <section className="panel today-panel" aria-labelledby="today-title" data-testid="today-panel">
      <header className="panel__header">
        <h2 id="today-title" className="panel__title">
          Today{data ? <span className="today-panel__date"> · {formatDate(data.date)}</span> : null}
        </h2>
        <Link to="/admin/diary" className="text-button">
          Open the diary <AdminIcon name="chevronRight" size={16} />
        </Link>
      </header>
      {data ? (
        <TodayLists today={data} />
      ) : today.error ? (
        <p className="today-panel__failed" role="alert">
          Today’s work could not be loaded. <button type="button" className="text-button" onClick={() => void today.refetch().catch(() => undefined)}>Try again</button>
        </p>
      ) : (
        <LoadingState label="Loading today…" />
      )}
    </section>
  );
}

function TodayLists({ today }: { today: AdminTodayFragment }) {
  const arrived = today.bookings.filter((b) => b.arrived).length;
  const overdue = today.unpaidInvoices.filter((i) => i.overdue).length;
  return (
    <div className="today-grid">
      <TodayList id="bookings" title="Bookings today" icon="calendarCheck" count={today.bookings.length} note={today.bookings.length ? `${arrived} arrived` : undefined} empty="No bookings today">
        {today.bookings.map((b) => (
          <li key={b.appointmentId}>
            <Link to={b.jobCardId ? `/admin/jobcards/${b.jobCardId}` : `/admin/diary?date=${b.date}&view=day`} className="today-row">
              <span className="today-row__lead">{formatTime(b.time)}</span>
              <span className="today-row__main">
                <strong>{b.customerName}</strong>
                <span className="today-row__sub">{[b.registration, b.vehicle, b.serviceType].filter(Boolean).join(' · ')}</span>
              </span>
              {b.arrived ? <span className="badge badge--success">Arrived</span> : <span className="badge badge--info">Not yet</span>}
            </Link>
          </li>
        ))}
      </TodayList>
      <TodayList id="in-progress" title="Jobs in progress" icon="clipboard" count={today.inProgress.length} empty="No jobs in progress">
        {today.inProgress.map((card) => (
          <CardRow key={card.jobCardId} card={card} badge={<span className="badge badge--info">{card.status}</span>} />
        ))}
      </TodayList>
      <TodayList id="awaiting" title="Quotes awaiting approval" icon="send" count={today.awaitingApproval.length} empty="No quotes awaiting the customer">
        {today.awaitingApproval.map((q) => (
          <li key={q.quoteId}>
            <Link to={`/admin/jobcards/${q.jobCardId}`} className="today-row">
              <span className="today-row__lead">{q.quoteNumber}</span>
              <span className="today-row__main">
                <strong>{q.customerName}</strong>
                <span className="today-row__sub">
                  {q.carRego} · sent {formatInstantShortDate(q.sentAt)}
                </span>
              </span>
              <span className="today-row__amount">{formatMoney(q.totalCents)}</span>
            </Link>
          </li>
        ))}
      </TodayList>
      <TodayList id="pickup" title="Ready for pickup" icon="car" count={today.readyForPickup.length} empty="No cars waiting for pickup">
        {today.readyForPickup.map((card) => (
          <CardRow key={card.jobCardId} card={card} badge={<span className="badge badge--success">{card.invoiceNumber ? `${card.invoiceNumber} unpaid` : 'Completed'}</span>} />
        ))}
      </TodayList>
      <TodayList
        id="unpaid"
        title="Unpaid invoices"
        icon="warning"
        count={today.unpaidCount}
        note={today.unpaidCount ? `${formatMoney(today.owingCents)} owing${overdue ? `, ${overdue} overdue` : ''}` : undefined}
        empty="No unpaid invoices"
        more={today.unpaidCount > today.unpaidInvoices.length ? { to: '/admin/invoice', label: `All ${today.unpaidCount} in the Invoice Manager` } : undefined}
      >
        {today.unpaidInvoices.map((i) => (
          <li key={i.invoiceNumber}>
            <Link to={`/admin/invoice?number=${encodeURIComponent(i.invoiceNumber)}`} className="today-row">
              <span className="today-row__lead">{i.invoiceNumber}</span>
              <span className="today-row__main">
                <strong>{i.customerName}</strong>
                <span className="today-row__sub">
                  {i.carRego} · due {formatDate(i.dueDate)}
                </span>
              </span>
              <span className="today-row__end">
                <span className="today-row__amount">{formatMoney(i.balanceDueCents)}</span>
                {i.overdue ? <span className="badge badge--danger">Overdue</span> : i.partPaid ? <span className="badge badge--warning">Part paid</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </TodayList>
    </div>
  );
}

function CardRow({ card, badge }: { card: AdminTodayJobCardFragment; badge: ReactNode }) {
  return (
    <li>
      <Link to={`/admin/jobcards/${card.jobCardId}`} className="today-row">
        <span className="today-row__lead">{card.carRego}</span>
        <span className="today-row__main">
          <strong>{card.customerName}</strong>
          <span className="today-row__sub">{card.vehicle || `since ${formatInstantShortDate(card.createdAt)}`}</span>
        </span>
        {badge}
      </Link>
    </li>
  );
}

interface TodayListProps {
  id: string;
  title: string;
  icon: AdminIconName;
  count: number;
  note?: string;
  empty: string;
  more?: { to: string; label: string };
  children: ReactNode;
}

function TodayList({ id, title, icon, count, note, empty, more, children }: TodayListProps) {
  return (
    <section className="today-list" aria-labelledby={`today-${id}`} data-testid={`today-${id}`}>
      <h3 id={`today-${id}`} className="today-list__title">
        <AdminIcon name={icon} size={18} />
        <span>{title}</span>
        <span className="today-list__count" aria-label={`${count} in all`}>
          {count}
        </span>
      </h3>
      {note && <p className="today-list__note">{note}</p>}
      {count === 0 ? <p className="today-list__empty">{empty}</p> : <ul className="today-list__rows">{children}</ul>}
      {more && (
        <Link to={more.to} className="text-button today-list__more">
          {more.label} <AdminIcon name="chevronRight" size={14} />
        </Link>
      )}
    </section>
  );
}

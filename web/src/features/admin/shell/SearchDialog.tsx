/**
 * Search anything: a dialog opened from the header's search button or with Ctrl+K / ⌘K from any
 * admin page. As staff type, customers (name, email, phone in any form or its last digits),
 * vehicles (part of a rego), invoices (part of a number), job cards and appointments (by id) come
 * back grouped, at most 5 of each; ↑/↓ move through them, Enter opens one, Escape closes.
 * A combobox with a listbox (WAI-ARIA 1.2): focus stays in the input.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { AdminSearchDocument, type AdminSearchQuery } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { errorMessage } from '../errors';
import { formatShortDate, formatTime } from '../format';
import { AdminIcon, type AdminIconName } from '../ui/AdminIcon';
import { ComboboxInput } from '../ui/ComboboxInput';
import { Dialog, DialogBody } from '../ui/Dialog';
import { useDebounced } from '../ui/use-debounced';

interface Hit {
  key: string;
  group: string;
  icon: AdminIconName;
  title: string;
  detail: string;
  to: string;
}

/** +61412345678 as people write it: 0412 345 678. */
function phoneText(e164: string | null | undefined): string {
  const m = /^\+61(4\d{2})(\d{3})(\d{3})$/.exec(e164 ?? '');
  return m ? `0${m[1]} ${m[2]} ${m[3]}` : (e164 ?? '');
}

function hitsOf(found: AdminSearchQuery['search']): Hit[] {
  return [
    ...found.customers.map((c) => ({ key: `c-${c.id}`, group: 'Customers', icon: 'user' as const, title: c.name, detail: [c.email, phoneText(c.phone)].filter(Boolean).join(' · '), to: `/admin/customers/${c.id}` })),
    ...found.vehicles.map((v) => ({ key: `v-${v.rego}`, group: 'Vehicles', icon: 'car' as const, title: v.rego, detail: [v.make, v.model, v.year].filter(Boolean).join(' '), to: `/admin/vehicles/${encodeURIComponent(v.rego)}` })),
    ...found.invoices.map((i) => ({ key: `i-${i.id}`, group: 'Invoices', icon: 'receipt' as const, title: i.invoiceNumber, detail: `${i.customerName} · ${formatMoney(i.totalCents)} · ${i.status === 'paid' ? 'Paid' : 'Unpaid'}`, to: `/admin/invoice?number=${encodeURIComponent(i.invoiceNumber)}` })),
    ...found.jobCards.map((j) => ({ key: `j-${j.id}`, group: 'Job cards', icon: 'clipboard' as const, title: `${j.customerName} · ${j.carRego}`, detail: j.statusLabel, to: `/admin/jobcards/${j.id}` })),
    ...found.appointments.map((a) => ({ key: `a-${a.id}`, group: 'Appointments', icon: 'calendar' as const, title: a.fullName, detail: `${formatShortDate(a.preferredDate)} ${formatTime(a.preferredTime)} · ${a.serviceType}${a.status === 'cancelled' ? ' · Cancelled' : ''}`, to: `/admin/appointments?appointment=${a.id}` })),
  ];
}

export function SearchDialog({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim(), 150);
  const navigate = useNavigate();
  const uid = useId();
  const { data, previousData, error, loading } = useQuery(AdminSearchDocument, { variables: { q }, skip: q.length < 2, fetchPolicy: 'network-only' });
  const found = q.length < 2 ? null : (data ?? previousData)?.search;
  const hits = useMemo(() => (found ? hitsOf(found) : []), [found]);
  useEffect(() => setActive(0), [hits]);

  const open = (hit: Hit | undefined) => {
    if (!hit) return;
    onClose();
    navigate(hit.to);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (hits.length) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      open(hits[active]);
    }
  };
  const optionId = (i: number) => `${uid}-hit-${i}`;
  const status = text.trim().length < 2 ? 'Type at least 2 characters: a name, phone, email, rego, invoice number or id.' : error ? errorMessage(error) : !found ? 'Searching…' : hits.length ? `${hits.length} found` : 'Nothing found.';

  return (
    <Dialog title="Search" onClose={onClose} size="medium">
      <DialogBody>
        <div className="search-dialog__field">
          <AdminIcon name="search" size={20} />
          <ComboboxInput
            data-autofocus
            aria-label="Search customers, vehicles, invoices, job cards and appointments"
            listId={`${uid}-hits`}
            expanded={hits.length > 0}
            activeId={optionId(active)}
            placeholder="Name, phone, email, rego, invoice number…"
            value={text}
            onChange={setText}
            onKeyDown={onKeyDown}
          />
          {loading && <span className="aspinner" aria-hidden="true" />}
        </div>
        <p className="search-dialog__status" role="status">
          {status}
        </p>
        <div id={`${uid}-hits`} role="listbox" aria-label="Results" className="search-dialog__hits">
          {[...new Set(hits.map((h) => h.group))].map((group) => (
            <div key={group} role="group" aria-labelledby={`${uid}-${group}`}>
              <div id={`${uid}-${group}`} role="presentation" className="search-group">
                {group}
              </div>
              {hits.map((hit, i) =>
                hit.group !== group ? null : (
                  <div
                    key={hit.key}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    className={`search-hit${i === active ? ' is-active' : ''}`}
                    onMouseMove={() => setActive(i)}
                    onClick={() => open(hit)}
                  >
                    <AdminIcon name={hit.icon} size={18} />
                    <span className="search-hit__text">
                      <span className="search-hit__title">{hit.title}</span>
                      {hit.detail && <span className="search-hit__detail">{hit.detail}</span>}
                    </span>
                  </div>
                ),
              )}
            </div>
          ))}
        </div>
        <p className="search-dialog__hint" aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
        </p>
      </DialogBody>
    </Dialog>
  );
}

/** Ctrl+K / ⌘K anywhere in the back office. */
export function useSearchShortcut(onOpen: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        onOpen();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onOpen, enabled]);
}

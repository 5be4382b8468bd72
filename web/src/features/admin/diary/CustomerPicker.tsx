/**
 * The customer of a booking taken by staff: found as in the header's search (name, email, phone,
 * rego), picked with a click or ↑/↓ and Enter (a combobox with a listbox; focus stays in the
 * input). Picking fills the name, email and phone and links the booking to the customer; their
 * vehicles are offered to fill the vehicle. Staff may also just type a new customer's details.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminDiaryCustomerSearchDocument, AdminDiaryCustomerVehiclesDocument, type AdminDiaryCustomerSearchQuery } from '../../../gql/graphql';
import { formatPhone } from '../../../shared/phone';
import { errorMessage } from '../errors';
import { AdminIcon } from '../ui/AdminIcon';
import { useDebounced } from '../ui/use-debounced';
import { Button } from '../ui/Button';
import { ComboboxInput } from '../ui/ComboboxInput';
import { Field } from '../ui/Field';

export type PickedCustomer = AdminDiaryCustomerSearchQuery['search']['customers'][number];
export interface PickedVehicle {
  rego: string;
  make: string | null;
  model: string | null;
  year: number | null;
}

interface CustomerPickerProps {
  picked: PickedCustomer | null;
  onPick: (customer: PickedCustomer | null) => void;
  onVehicle: (vehicle: PickedVehicle) => void;
}

export function CustomerPicker({ picked, onPick, onVehicle }: CustomerPickerProps) {
  // After a pick or a change the focus follows what replaced the control it was on.
  const [moved, setMoved] = useState(false);
  const pick = (customer: PickedCustomer | null) => {
    setMoved(true);
    onPick(customer);
  };
  return picked ? <PickedCard customer={picked} onClear={() => pick(null)} onVehicle={onVehicle} focus={moved} /> : <CustomerSearch onPick={pick} focus={moved} />;
}

function CustomerSearch({ onPick, focus }: { onPick: (customer: PickedCustomer) => void; focus: boolean }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim(), 150);
  const uid = useId();
  const { data, previousData, error } = useQuery(AdminDiaryCustomerSearchDocument, { variables: { q }, skip: q.length < 2, fetchPolicy: 'network-only' });
  const hits = q.length < 2 ? [] : ((data ?? previousData)?.search.customers ?? []);
  useEffect(() => setActive(0), [q]);
  const open = text.trim().length >= 2 && hits.length > 0;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (e.key === 'Enter') {
      e.preventDefault(); // picks, never submits the booking
      if (hits[active]) onPick(hits[active]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setText('');
    }
  };
  const optionId = (i: number) => `${uid}-hit-${i}`;
  const status = text.trim().length < 2 ? '' : error ? errorMessage(error) : q !== text.trim() || (!data && !previousData) ? 'Searching…' : hits.length ? `${hits.length} found: ↑ and ↓ to choose, Enter to pick.` : 'No customer found: type their details below.';

  return (
    <Field id={`${uid}-q`} label="Find a customer (optional)" className="diary-picker">
      <div className="diary-picker__field">
        <AdminIcon name="search" size={18} />
        <ComboboxInput
          id={`${uid}-q`}
          listId={`${uid}-hits`}
          expanded={open}
          activeId={optionId(active)}
          aria-describedby={`${uid}-status`}
          placeholder="Name, phone, email or rego"
          value={text}
          onChange={setText}
          onKeyDown={onKeyDown}
          data-autofocus
          autoFocus={focus}
        />
      </div>
      <p id={`${uid}-status`} className="diary-picker__status" role="status">
        {status}
      </p>
      <ul id={`${uid}-hits`} role="listbox" aria-label="Customers found" className="diary-picker__hits" hidden={!open}>
        {open &&
          hits.map((c, i) => (
            <li key={c.id} id={optionId(i)} role="option" aria-selected={i === active} className={`search-hit${i === active ? ' is-active' : ''}`} onMouseMove={() => setActive(i)} onClick={() => onPick(c)}>
              <AdminIcon name="user" size={18} />
              <span className="search-hit__text">
                <span className="search-hit__title">{c.name}</span>
                <span className="search-hit__detail">{[c.email, formatPhone(c.phone)].filter(Boolean).join(' · ')}</span>
              </span>
            </li>
          ))}
      </ul>
    </Field>
  );
}

interface PickedCardProps {
  customer: PickedCustomer;
  onClear: () => void;
  onVehicle: (vehicle: PickedVehicle) => void;
  focus: boolean;
}

function PickedCard({ customer, onClear, onVehicle, focus }: PickedCardProps) {
  const { data } = useQuery(AdminDiaryCustomerVehiclesDocument, { variables: { id: customer.id } });
  const vehicles = data?.customer.vehicles ?? [];
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} className="diary-picked" role="group" aria-label="Customer" tabIndex={-1}>
      <div className="diary-picked__who">
        <AdminIcon name="user" size={18} />
        <span>
          Booking for <strong>{customer.name}</strong>
          <span className="cell-sub">{[customer.email, formatPhone(customer.phone)].filter(Boolean).join(' · ')}</span>
        </span>
        <button type="button" className="text-button" onClick={onClear}>
          Change<span className="sr-only"> the customer</span>
        </button>
      </div>
      {vehicles.length > 0 && (
        <div className="diary-picked__vehicles">
          <span className="diary-picked__label">Their vehicles:</span>
          {vehicles.slice(0, 4).map((v) => (
            <Button size="small" key={v.rego} onClick={() => onVehicle(v)}>
              <AdminIcon name="car" size={16} />
              {[v.make, v.model].filter(Boolean).join(' ') || 'Vehicle'} <span className="rego">{v.rego}</span>
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

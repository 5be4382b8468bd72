/** How an invoice can be paid, as staff pick it: the api's PaymentMethod with its label. */
import { useId, useState } from 'react';
import type { PaymentMethod } from '../../../gql/graphql';
import { Field } from '../ui/Field';

const PAYMENT_METHODS: ReadonlyArray<{ value: PaymentMethod; label: string }> = [
  { value: 'eftpos', label: 'EFTPOS/card' },
  { value: 'cash', label: 'Cash' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'other', label: 'Other' },
];

/** A select of the methods (EFTPOS first, the default). */
export function PaymentMethodSelect({ id, value, onChange }: { id: string; value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  return (
    <select id={id} name="method" value={value} onChange={(e) => onChange(e.target.value as PaymentMethod)}>
      {PAYMENT_METHODS.map((m) => (
        <option key={m.value} value={m.value}>
          {m.label}
        </option>
      ))}
    </select>
  );
}

/** The method asked in Mark as Paid's confirmation; tells `onChange` each pick. */
export function MethodChoice({ onChange }: { onChange: (method: PaymentMethod) => void }) {
  const id = useId();
  const [method, setMethod] = useState<PaymentMethod>('eftpos');
  return (
    <Field id={id} label="Paid by" className="confirm__choice">
      <PaymentMethodSelect
        id={id}
        value={method}
        onChange={(next) => {
          setMethod(next);
          onChange(next);
        }}
      />
    </Field>
  );
}

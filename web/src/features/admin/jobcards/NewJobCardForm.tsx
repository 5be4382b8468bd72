/**
 * The 'New Job Card' form: name, email and rego required, phone and complaint optional.
 * Creating one emails the customer the link to sign the service terms.
 */
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminCreateJobCardDocument } from '../../../gql/graphql';
import { AdminIcon } from '../ui/AdminIcon';
import { useNotices } from '../ui/Notices';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

const EMPTY = { customerName: '', customerEmail: '', customerPhone: '', carRego: '', customerComplaint: '' };

export function NewJobCardForm({ onCreated }: { onCreated: () => void }) {
  const [fields, setFields] = useState(EMPTY);
  const [create, { loading }] = useMutation(AdminCreateJobCardDocument);
  const notices = useNotices();
  const uid = useId();

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setFields((f) => ({ ...f, [e.target.name]: e.target.value }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const input = {
      customerName: fields.customerName.trim(),
      customerEmail: fields.customerEmail.trim(),
      carRego: fields.carRego.trim(),
      customerPhone: fields.customerPhone.trim() || null,
      customerComplaint: fields.customerComplaint.trim() || null,
    };
    try {
      const { data } = await create({ variables: { input } });
      notices.success(`Job Card for ${data?.createJobCard.customerName ?? input.customerName} created.`);
      setFields(EMPTY);
      onCreated();
    } catch (failure) {
      notices.error(failure);
    }
  }

  const field = (name: keyof typeof EMPTY, label: string, props: Record<string, unknown> = {}) => (
    <Field id={`${uid}-${name}`} label={<>{label}</>}>
      <input id={`${uid}-${name}`} name={name} value={fields[name]} onChange={onChange} {...props} />
    </Field>
  );

  return (
    <form className="block-form" onSubmit={onSubmit}>
      <p className="form-note">The customer is emailed a link to read and sign the service terms.</p>
      <div className="form-grid-4">
        {field('customerName', 'Customer Name', { required: true, maxLength: 200, autoComplete: 'off' })}
        {field('customerEmail', 'Customer Email', { required: true, type: 'email', maxLength: 254, autoComplete: 'off' })}
        {field('customerPhone', 'Customer Phone (optional)', { type: 'tel', maxLength: 40, autoComplete: 'off' })}
        {field('carRego', 'Car Rego', { required: true, maxLength: 20, autoComplete: 'off', className: 'input-upper' })}
        <Field id={`${uid}-customerComplaint`} label="Customer Complaint (optional)" className="form-grid-4__full">
          <textarea
            id={`${uid}-customerComplaint`}
            name="customerComplaint"
            rows={3}
            maxLength={2000}
            value={fields.customerComplaint}
            onChange={onChange}
          />
        </Field>
      </div>
      <div className="form-actions">
        <Button variant="primary" type="submit" disabled={loading}>
          {loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="send" size={18} />}
          Create & Send Policy
        </Button>
      </div>
    </form>
  );
}

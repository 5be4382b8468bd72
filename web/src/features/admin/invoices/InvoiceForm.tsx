/**
 * 'Generate New Invoice': customer name, email and rego required, phone and notes optional; lines
 * of a kind (labour in hours at a labour rate, a part, a sundry, a discount taken off), description,
 * quantity (at least 1) and unit price (0 or more, cents), each GST-free or not; the GST percentage
 * (default 10), and the customer's purchase order number (a customer who needs one on their invoices
 * is refused without it, the message under the field). The prices are entered on the workshop's basis (its pricing setting). Subtotal, GST
 * (on the taxable lines) and total follow the typing. The invoice is stored with its PDF and emailed to the customer.
 */
import { Link } from 'react-router';
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminGenerateInvoiceDocument, AdminInvoiceIssuerDocument } from '../../../gql/graphql';
import { LinesEditor, TotalsBlock } from '../ui/LinesEditor';
import { Banner, useNotices } from '../ui/Notices';
import { emptyInvoiceForm, formTotals, gstProblem, invoiceInput, lineCents, lineProblem, newLine, type InvoiceFormDraft } from './invoice-form';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { useLineChoices } from '../ui/use-line-choices';
import { describeFailure, type FieldMessages } from '../../../shared/api-errors';

type TextField = 'customerName' | 'customerEmail' | 'phoneNumber' | 'carRego' | 'purchaseOrder';

export function InvoiceForm({ onCreated }: { onCreated: (invoiceNumber: string) => void }) {
  const [draft, setDraft] = useState<InvoiceFormDraft>(emptyInvoiceForm);
  const [generate, { loading }] = useMutation(AdminGenerateInvoiceDocument);
  const issued = useQuery(AdminInvoiceIssuerDocument, { fetchPolicy: 'cache-and-network' }).data;
  const issuer = issued?.siteInfo;
  // Prices are entered on the workshop's basis (its pricing setting), not asked per invoice.
  const pricesIncludeGst = issued?.pricingSettings.pricesIncludeGst ?? true;
  const priced: InvoiceFormDraft = { ...draft, pricesIncludeGst };
  const notices = useNotices();
  const choices = useLineChoices();
  const uid = useId();
  const totals = formTotals(priced);
  const gstError = gstProblem(draft.gstPercentage);
  // The server's message about a field (a customer who needs a purchase order), shown under it.
  const [fieldProblems, setFieldProblems] = useState<FieldMessages>({});

  const set = (patch: Partial<InvoiceFormDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setFieldProblems((p) => (Object.keys(patch).some((k) => p[k]) ? {} : p));
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const problem = draft.items.map(lineProblem).find(Boolean) ?? gstError;
    if (problem) {
      notices.errorText(problem);
      return;
    }
    try {
      const { data } = await generate({ variables: { input: invoiceInput(priced) } });
      if (!data) throw new Error('No invoice in the answer.');
      notices.success(data.generateInvoice.message);
      setDraft(emptyInvoiceForm());
      onCreated(data.generateInvoice.invoice.invoiceNumber);
    } catch (failure) {
      const described = describeFailure(failure);
      const fields = (described.kind === 'rejected' && described.fields) || {};
      setFieldProblems(fields);
      if (!fields.purchaseOrder) notices.error(failure);
    }
  }

  const field = (name: TextField, label: string, props: Record<string, unknown> = {}) => (
    <Field id={`${uid}-${name}`} label={<>{label}</>} error={fieldProblems[name]} alert>
      <input id={`${uid}-${name}`} name={name} value={draft[name]} onChange={(e) => set({ [name]: e.target.value })} autoComplete="off" {...props} />
    </Field>
  );

  return (
    <form className="block-form invoice-form" onSubmit={onSubmit} aria-label="Generate New Invoice">
      {issuer && !issuer.gstRegistered ? (
        <p className="form-note">
          {issuer.businessName} is not registered for GST (<Link to="/admin/settings">Settings</Link>): invoices are titled ‘Invoice’ and charge no GST.
        </p>
      ) : issuer && !issuer.abn.trim() ? (
        <Banner tone="warning" lifetime={0}>
          No ABN is saved, so invoices are titled ‘Invoice’. Enter the business’s ABN in <Link to="/admin/settings">Settings</Link> to issue tax invoices.
        </Banner>
      ) : issuer ? (
        <p className="form-note">
          Issued as a Tax Invoice of {issuer.businessName}, ABN {issuer.abn}, and emailed to the customer with its PDF.
        </p>
      ) : null}

      <div className="form-grid-4">
        {field('customerName', 'Customer Name', { required: true, maxLength: 200 })}
        {field('customerEmail', 'Customer Email', { required: true, type: 'email', maxLength: 254 })}
        {field('phoneNumber', 'Phone Number (optional)', { type: 'tel', maxLength: 20 })}
        {field('carRego', 'Car Rego', { required: true, maxLength: 20, className: 'input-upper' })}
        {field('purchaseOrder', 'Purchase order (required for customers who need one)', { maxLength: 50 })}
      </div>

      <fieldset className="invoice-form__items">
        <legend className="afield__label">Items</legend>
        <LinesEditor
          form
          lines={draft.items}
          onChange={(items) => set({ items })}
          newLine={newLine}
          label="Invoice items"
          testId="invoice-line"
          placeholder="e.g. Logbook service"
          problemOf={(line) => {
            const problem = lineProblem(line);
            return problem ? { quantity: problem, unitPrice: problem } : null;
          }}
          amountOf={lineCents}
          choices={choices}
        />
      </fieldset>

      <div className="invoice-form__money">
        <div className="invoice-form__gst">
          <Field id={`${uid}-gst`} label="GST percentage" error={gstError}>
            <input
              id={`${uid}-gst`}
              type="number"
              inputMode="decimal"
              step="any"
              min={0}
              max={100}
              required
              value={draft.gstPercentage}
              onChange={(e) => set({ gstPercentage: e.target.value })}
            />
          </Field>
          <p className="form-note" data-testid="invoice-pricing-basis">
            {pricesIncludeGst ? 'Prices include GST' : 'GST is added on top of the prices'} (the workshop’s pricing, set in{' '}
            <Link to="/admin/settings#pricing">Settings</Link>).
          </p>
        </div>
        <TotalsBlock totals={totals} gstPercent={draft.gstPercentage.trim() || '0'} label="Invoice totals" />
      </div>

      <Field id={`${uid}-notes`} label="Notes (optional)">
        <textarea id={`${uid}-notes`} rows={3} maxLength={5000} value={draft.notes} onChange={(e) => set({ notes: e.target.value })} />
      </Field>

      <div className="form-actions">
        <Button variant="primary" type="submit" icon="send" busy={loading} busyLabel="Generating…">
          Generate & Send Invoice
        </Button>
      </div>
    </form>
  );
}

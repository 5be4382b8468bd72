/**
 * 'Generate New Invoice' (SPEC section 5): customer name, email and rego required, phone and notes
 * optional, lines of description, quantity (at least 1) and unit price (0 or more, cents), the GST
 * percentage (default 10) and whether the prices include GST. Subtotal, GST and total follow the
 * typing. The invoice is stored with its PDF and emailed to the customer.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminGenerateInvoiceDocument, AdminInvoiceIssuerDocument } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { AdminIcon } from '../ui/AdminIcon';
import { IconButton } from '../ui/IconButton';
import { Banner, useNotices } from '../ui/Notices';
import { emptyInvoiceForm, formTotals, gstProblem, invoiceInput, lineCents, lineProblem, newLine, type InvoiceFormDraft, type InvoiceLineDraft } from './invoice-form';

type TextField = 'customerName' | 'customerEmail' | 'phoneNumber' | 'carRego';

export function InvoiceForm({ onCreated }: { onCreated: (invoiceNumber: string) => void }) {
  const [draft, setDraft] = useState<InvoiceFormDraft>(emptyInvoiceForm);
  const [generate, { loading }] = useMutation(AdminGenerateInvoiceDocument);
  const issuer = useQuery(AdminInvoiceIssuerDocument, { fetchPolicy: 'cache-first' }).data?.siteInfo;
  const notices = useNotices();
  const uid = useId();
  const rowsRef = useRef<HTMLDivElement>(null);
  const totals = formTotals(draft);
  const gstError = gstProblem(draft.gstPercentage);

  const set = (patch: Partial<InvoiceFormDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setLine = (key: string, patch: Partial<InvoiceLineDraft>) =>
    setDraft((d) => ({ ...d, items: d.items.map((line) => (line.key === key ? { ...line, ...patch } : line)) }));

  function addLine() {
    setDraft((d) => ({ ...d, items: [...d.items, newLine()] }));
    // The new row's description is where the next keystroke belongs.
    requestAnimationFrame(() => rowsRef.current?.querySelector<HTMLInputElement>('.item-row:last-child input')?.focus());
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const problem = draft.items.map(lineProblem).find(Boolean) ?? gstError;
    if (problem) {
      notices.errorText(problem);
      return;
    }
    try {
      const { data } = await generate({ variables: { input: invoiceInput(draft) } });
      if (!data) throw new Error('No invoice in the answer.');
      notices.success(data.generateInvoice.message);
      setDraft(emptyInvoiceForm());
      onCreated(data.generateInvoice.invoice.invoiceNumber);
    } catch (failure) {
      notices.error(failure);
    }
  }

  const field = (name: TextField, label: string, props: Record<string, unknown> = {}) => (
    <div className="afield">
      <label className="afield__label" htmlFor={`${uid}-${name}`}>
        {label}
      </label>
      <input id={`${uid}-${name}`} name={name} value={draft[name]} onChange={(e) => set({ [name]: e.target.value })} autoComplete="off" {...props} />
    </div>
  );

  return (
    <form className="block-form invoice-form" onSubmit={onSubmit} aria-label="Generate New Invoice">
      {issuer && !issuer.abn.trim() ? (
        <Banner tone="warning" lifetime={0}>
          No ABN is configured, so invoices are titled ‘Invoice’. A tax invoice needs <code>BUSINESS_ABN</code> set in the server’s configuration.
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
      </div>

      <fieldset className="invoice-form__items">
        <legend className="afield__label">Items</legend>
        <div className="items-editor__rows" ref={rowsRef} role="list" aria-label="Invoice items">
          <div className="item-row item-row--head" aria-hidden="true">
            <span>Description</span>
            <span>Qty</span>
            <span>Unit price ($)</span>
            <span className="num">Amount</span>
            <span />
          </div>
          {draft.items.map((line, i) => (
            <LineRow
              key={line.key}
              line={line}
              n={i + 1}
              onChange={(patch) => setLine(line.key, patch)}
              onRemove={draft.items.length > 1 ? () => set({ items: draft.items.filter((x) => x.key !== line.key) }) : undefined}
            />
          ))}
        </div>
        <button type="button" className="abtn abtn--ghost" onClick={addLine}>
          + Add Item
        </button>
      </fieldset>

      <div className="invoice-form__money">
        <div className="invoice-form__gst">
          <div className="afield">
            <label className="afield__label" htmlFor={`${uid}-gst`}>
              GST percentage
            </label>
            <input
              id={`${uid}-gst`}
              type="number"
              inputMode="decimal"
              step="any"
              min={0}
              max={100}
              required
              value={draft.gstPercentage}
              aria-invalid={gstError ? true : undefined}
              aria-describedby={gstError ? `${uid}-gst-problem` : undefined}
              onChange={(e) => set({ gstPercentage: e.target.value })}
            />
            {gstError && (
              <p id={`${uid}-gst-problem`} className="field-problem">
                {gstError}
              </p>
            )}
          </div>
          <fieldset className="radio-group">
            <legend className="afield__label">Do the prices include GST?</legend>
            <label>
              <input type="radio" name="pricesIncludeGst" checked={!draft.pricesIncludeGst} onChange={() => set({ pricesIncludeGst: false })} />
              No, add GST on top
            </label>
            <label>
              <input type="radio" name="pricesIncludeGst" checked={draft.pricesIncludeGst} onChange={() => set({ pricesIncludeGst: true })} />
              Yes, prices include GST
            </label>
          </fieldset>
        </div>
        <dl className="totals" aria-live="polite" aria-label="Invoice totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{totals ? formatMoney(totals.subtotalCents) : '—'}</dd>
          </div>
          <div>
            <dt>GST ({draft.gstPercentage.trim() || '0'}%)</dt>
            <dd>{totals ? formatMoney(totals.gstCents) : '—'}</dd>
          </div>
          <div className="totals__total">
            <dt>Total</dt>
            <dd>{totals ? formatMoney(totals.totalCents) : '—'}</dd>
          </div>
        </dl>
      </div>

      <div className="afield">
        <label className="afield__label" htmlFor={`${uid}-notes`}>
          Notes (optional)
        </label>
        <textarea id={`${uid}-notes`} rows={3} maxLength={5000} value={draft.notes} onChange={(e) => set({ notes: e.target.value })} />
      </div>

      <div className="form-actions">
        <button type="submit" className="abtn abtn--primary" disabled={loading}>
          {loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="send" size={18} />}
          {loading ? 'Generating…' : 'Generate & Send Invoice'}
        </button>
      </div>
    </form>
  );
}

interface LineRowProps {
  line: InvoiceLineDraft;
  n: number;
  onChange: (patch: Partial<InvoiceLineDraft>) => void;
  /** Absent on the last remaining row: an invoice keeps at least one. */
  onRemove?: () => void;
}

function LineRow({ line, n, onChange, onRemove }: LineRowProps) {
  const problemId = useId();
  const problem = lineProblem(line);
  const amount = lineCents(line);
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  return (
    <div className="item-row" role="listitem" data-testid="invoice-line">
      <label className="item-row__field item-row__desc">
        <span className="item-row__label">Description</span>
        <input
          value={line.description}
          aria-label={`Item ${n} description`}
          placeholder="e.g. Logbook service"
          required
          maxLength={500}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </label>
      <label className="item-row__field">
        <span className="item-row__label">Qty</span>
        <input
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          required
          value={line.quantity}
          aria-label={`Item ${n} quantity`}
          {...invalid}
          onChange={(e) => onChange({ quantity: e.target.value })}
        />
      </label>
      <label className="item-row__field">
        <span className="item-row__label">Unit price ($)</span>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          required
          value={line.unitPrice}
          aria-label={`Item ${n} unit price`}
          {...invalid}
          onChange={(e) => onChange({ unitPrice: e.target.value })}
        />
      </label>
      <span className="item-row__amount num" aria-label={`Item ${n} amount`}>
        {amount === null ? '—' : formatMoney(amount)}
      </span>
      {onRemove ? (
        <IconButton icon="trash" danger label={`Remove item ${n}${line.description ? ` (${line.description})` : ''}`} title="Remove item" onClick={onRemove} />
      ) : (
        <span aria-hidden="true" />
      )}
      {problem && (
        <p id={problemId} className="item-row__problem">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * One row of a priced document's lines: its kind, description, quantity (hours for labour), unit
 * price (a discount's is typed as its size and shown with a minus), whether it is GST-free, the
 * amount and remove; a labour row also picks its rate (which fills the price) and, optionally, the
 * technician. On a phone the row is a small card of labelled fields.
 */
import { useId, type ReactNode } from 'react';
import { formatMoney } from '../../../shared/money';
import { IconButton } from './IconButton';
import { LINE_KINDS, NO_CHOICES, rateLabel, withKind, withRate, type LineChoices, type LineKind, type LineNature } from './priced-line';

/** One row as typed; `key` is a stable React key, not sent. */
export interface LineDraft extends LineNature {
  key: string;
  description: string;
  quantity: string;
  unitPrice: string;
}

/** What is wrong with a row's quantity and price (the same text for both when the row has one problem). */
interface LineProblem {
  quantity?: string;
  unitPrice?: string;
}

export type LineMark = { kind: 'declined' | 'added' | 'approved'; text: string };

export interface LineRowSettings<L extends LineDraft> {
  testId: string;
  placeholder: string;
  problemOf: (line: L) => LineProblem | null;
  /** quantity × unit price in cents; null while the row is invalid. */
  amountOf: (line: L) => number | null;
  readOnly?: boolean;
  form?: boolean;
  markOf?: (line: L) => LineMark | null;
  /** The labour rates and technicians a row picks from (none while they load). */
  choices?: LineChoices;
  /** A note under the row (a part line's stock); null for none. */
  noteOf?: (line: L) => ReactNode;
}

interface LineRowProps<L extends LineDraft> {
  line: L;
  n: number;
  editor: LineRowSettings<L>;
  onChange: (line: L) => void;
  onRemove?: () => void;
}

export function LineRow<L extends LineDraft>({ line, n, editor, onChange, onRemove }: LineRowProps<L>) {
  const uid = useId();
  const problemId = `${uid}-problem`;
  const markId = `${uid}-mark`;
  const problem = editor.problemOf(line);
  const amount = editor.amountOf(line);
  const form = editor.form ?? false;
  const mark = editor.markOf?.(line) ?? null;
  const readOnly = editor.readOnly || mark?.kind === 'declined' || undefined;
  const labour = line.kind === 'LABOUR';
  const discount = line.kind === 'DISCOUNT';
  const describedBy = form && problem ? problemId : mark ? markId : undefined;
  const patch = (change: Partial<LineDraft>) => onChange({ ...line, ...change });
  const choices = editor.choices ?? NO_CHOICES;
  const { labourRates, technicians } = choices;
  // A rate removed in Settings stays on the lines charged at it.
  const lostRate = line.labourRateId && !labourRates.some((r) => r.id === line.labourRateId);

  const numeric = (field: 'quantity' | 'unitPrice', label: string, visible: string, min?: number) => (
    <label className={`item-row__field item-row__${field === 'quantity' ? 'qty' : 'price'}`}>
      <span className="item-row__label">{visible}</span>
      <span className="item-row__number">
        {field === 'unitPrice' && discount && (
          <span className="item-row__sign" aria-hidden="true">
            −
          </span>
        )}
        <input
          value={line[field]}
          inputMode="decimal"
          type="number"
          {...(form ? { min, step: 0.01, required: true } : { step: 'any', title: problem?.[field] })}
          aria-label={`Item ${n} ${label}`}
          aria-invalid={problem?.[field] ? true : undefined}
          aria-describedby={describedBy}
          readOnly={readOnly}
          onChange={(e) => patch({ [field]: e.target.value })}
        />
        {field === 'quantity' && labour && (
          <span className="item-row__unit" aria-hidden="true">
            h
          </span>
        )}
      </span>
    </label>
  );

  return (
    <div className={`item-row item-row--${line.kind.toLowerCase()}${mark ? ` item-row--${mark.kind}` : ''}`} role="listitem" data-testid={editor.testId} data-origin={mark?.kind} data-kind={line.kind.toLowerCase()}>
      <label className="item-row__field item-row__kind">
        <span className="item-row__label">Kind</span>
        <select value={line.kind} aria-label={`Item ${n} kind`} disabled={readOnly} onChange={(e) => onChange(withKind(line, e.target.value as LineKind, choices))}>
          {LINE_KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
      </label>
      <label className="item-row__field item-row__desc">
        <span className="item-row__label">Description</span>
        <input
          value={line.description}
          aria-label={`Item ${n} description`}
          aria-describedby={mark ? markId : undefined}
          placeholder={editor.placeholder}
          required={form || undefined}
          maxLength={500}
          readOnly={readOnly}
          onChange={(e) => patch({ description: e.target.value })}
        />
      </label>
      {numeric('quantity', labour ? 'hours' : 'quantity', labour ? 'Hours' : 'Qty', 1)}
      {numeric('unitPrice', discount ? 'discount' : 'unit price', discount ? 'Discount ($)' : labour ? 'Hourly rate ($)' : 'Unit price ($)', 0)}
      <label className="item-row__gst check-label">
        <input type="checkbox" checked={line.gstFree} aria-label={`Item ${n} GST-free`} disabled={readOnly} onChange={(e) => patch({ gstFree: e.target.checked })} />
        <span className="item-row__gst-text" aria-hidden="true">
          GST-free
        </span>
      </label>
      {labour && (
        <div className="item-row__labour">
          <label className="item-row__field">
            <span className="item-row__sublabel">Labour rate</span>
            <select value={line.labourRateId ?? ''} aria-label={`Item ${n} labour rate`} disabled={readOnly} onChange={(e) => onChange(withRate(line, e.target.value || null, choices))}>
              <option value="">{labourRates.length ? 'No rate (price as typed)' : 'No rates set up'}</option>
              {labourRates.map((rate) => (
                <option key={rate.id} value={rate.id}>
                  {rateLabel(rate)}
                </option>
              ))}
              {lostRate && <option value={line.labourRateId!}>A removed rate</option>}
            </select>
          </label>
          <label className="item-row__field">
            <span className="item-row__sublabel">Technician</span>
            <select value={line.technicianId ?? ''} aria-label={`Item ${n} technician`} disabled={readOnly} onChange={(e) => patch({ technicianId: e.target.value || null })}>
              <option value="">Not assigned</option>
              {technicians.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
              {line.technicianId && !technicians.some((t) => t.id === line.technicianId) && <option value={line.technicianId}>A former technician</option>}
            </select>
          </label>
        </div>
      )}
      <span className={`item-row__amount num${amount !== null && amount < 0 ? ' item-row__amount--negative' : ''}`}>
        <span className="sr-only">{`Item ${n} amount: `}</span>
        {amount === null ? '—' : formatMoney(amount)}
      </span>
      <span className="item-row__remove">
        {onRemove && <IconButton icon="trash" danger label={`Remove item ${n}${line.description ? ` (${line.description})` : ''}`} title="Remove item" onClick={onRemove} />}
      </span>
      {mark && (
        <p id={markId} className={`item-row__mark item-row__mark--${mark.kind}`}>
          {mark.text}
        </p>
      )}
      {editor.noteOf?.(line)}
      {problem && (
        <p id={form ? problemId : undefined} className="item-row__problem" role={form ? undefined : 'alert'}>
          {problem.quantity ?? problem.unitPrice}
        </p>
      )}
    </div>
  );
}

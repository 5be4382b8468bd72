/**
 * The one editor of a priced document's lines (a job card's items and labour, a new invoice's
 * items): description, quantity and unit price per row, the amount, remove, and '+ Add Item'.
 * The caller owns the rows and says what is wrong with each; the totals are `TotalsBlock`'s.
 */
import { useId, useRef, type ReactNode } from 'react';
import { formatMoney } from '../../../shared/money';
import { Fact } from './Fact';
import { IconButton } from './IconButton';
import { Button } from './Button';
import '../styles/admin-items.css';

/** One row as typed; `key` is a stable React key, not sent. */
export interface LineDraft {
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

interface LinesEditorProps<L extends LineDraft> {
  lines: L[];
  onChange: (lines: L[]) => void;
  newLine: () => L;
  /** The list's accessible name. */
  label: string;
  testId: string;
  placeholder: string;
  problemOf: (line: L) => LineProblem | null;
  /** quantity × unit price in cents; null while the row is invalid. */
  amountOf: (line: L) => number | null;
  readOnly?: boolean;
  /**
   * A form's rows (the new invoice): every field required, quantity at least 1, prices in cents
   * steps, one problem described by the row's note, and the last row kept. Otherwise (a job
   * card) each field titles its own problem and the row's note is an alert.
   */
  form?: boolean;
  /** Shown instead of the rows when there are none. */
  emptyText?: string;
  /** Where '+ Add Item' goes (null when read only); by default right after the rows. */
  footer?: (addButton: ReactNode) => ReactNode;
  /**
   * A row's standing, shown under it: 'declined' rows (the customer declined them: never
   * invoiced) are greyed and cannot be edited or removed; 'added' rows are marked.
   */
  markOf?: (line: L) => { kind: 'declined' | 'added' | 'approved'; text: string } | null;
}

export function LinesEditor<L extends LineDraft>(props: LinesEditorProps<L>) {
  const { lines, onChange, newLine, readOnly = false, footer = (button) => button } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const update = (key: string, patch: Partial<LineDraft>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const removable = !readOnly && (!props.form || lines.length > 1);

  function add() {
    onChange([...lines, newLine()]);
    // The new row's description is where the next keystroke belongs.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>('.item-row:last-child input')?.focus());
  }

  const addButton = readOnly ? null : (
    <Button onClick={add}>
      + Add Item
    </Button>
  );

  return (
    <>
      {lines.length === 0 && props.emptyText ? (
        <p className="items-editor__empty">{props.emptyText}</p>
      ) : (
        <div className="items-editor__rows" ref={listRef} role="list" aria-label={props.label}>
          <div className="item-row item-row--head" aria-hidden="true">
            <span>Description</span>
            <span>Qty</span>
            <span>Unit price ($)</span>
            <span className="num">Amount</span>
            <span />
          </div>
          {lines.map((line, i) => (
            <LineRow
              key={line.key}
              line={line}
              n={i + 1}
              editor={props}
              onChange={(patch) => update(line.key, patch)}
              onRemove={removable && props.markOf?.(line)?.kind !== 'declined' ? () => onChange(lines.filter((x) => x.key !== line.key)) : undefined}
            />
          ))}
        </div>
      )}
      {footer(addButton)}
    </>
  );
}

interface LineRowProps<L extends LineDraft> {
  line: L;
  n: number;
  editor: LinesEditorProps<L>;
  onChange: (patch: Partial<LineDraft>) => void;
  onRemove?: () => void;
}

function LineRow<L extends LineDraft>({ line, n, editor, onChange, onRemove }: LineRowProps<L>) {
  const problemId = useId();
  const problem = editor.problemOf(line);
  const amount = editor.amountOf(line);
  const form = editor.form ?? false;
  const mark = editor.markOf?.(line) ?? null;
  const readOnly = editor.readOnly || mark?.kind === 'declined' || undefined;
  const markId = useId();
  // A price may be negative: a discount or goodwill credit is a line of its own.
  const numeric = (field: 'quantity' | 'unitPrice', label: string, min?: number) => (
    <label className="item-row__field">
      <span className="item-row__label">{field === 'quantity' ? 'Qty' : 'Unit price ($)'}</span>
      <input
        value={line[field]}
        inputMode="decimal"
        type="number"
        {...(form ? { min, step: 0.01, required: true } : { step: 'any', title: problem?.[field] })}
        aria-label={`Item ${n} ${label}`}
        aria-invalid={problem?.[field] ? true : undefined}
        aria-describedby={form && problem ? problemId : mark ? markId : undefined}
        readOnly={readOnly}
        onChange={(e) => onChange({ [field]: e.target.value })}
      />
    </label>
  );
  return (
    <div className={`item-row${mark ? ` item-row--${mark.kind}` : ''}`} role="listitem" data-testid={editor.testId} data-origin={mark?.kind}>
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
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </label>
      {numeric('quantity', 'quantity', 1)}
      {numeric('unitPrice', 'unit price')}
      <span className="item-row__amount num">
        <span className="sr-only">{`Item ${n} amount: `}</span>
        {amount === null ? '—' : formatMoney(amount)}
      </span>
      {onRemove ? (
        <IconButton icon="trash" danger label={`Remove item ${n}${line.description ? ` (${line.description})` : ''}`} title="Remove item" onClick={onRemove} />
      ) : (
        form && <span aria-hidden="true" />
      )}
      {mark && (
        <p id={markId} className={`item-row__mark item-row__mark--${mark.kind}`}>
          {mark.text}
        </p>
      )}
      {problem && (
        <p id={form ? problemId : undefined} className="item-row__problem" role={form ? undefined : 'alert'}>
          {problem.quantity ?? problem.unitPrice}
        </p>
      )}
    </div>
  );
}

/** A document's totals in cents. */
interface Totals {
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
}

/** The subtotal and GST rows of a totals list. */
export function SubtotalRows({ totals, gstPercent }: { totals: Pick<Totals, 'subtotalCents' | 'gstCents'> | null; gstPercent: ReactNode }) {
  return (
    <>
      <Fact term="Subtotal">{totals ? formatMoney(totals.subtotalCents) : '—'}</Fact>
      <Fact term={<>GST ({gstPercent}%)</>}>{totals ? formatMoney(totals.gstCents) : '—'}</Fact>
    </>
  );
}

/** Subtotal, GST and total as the money module works them out (`live` while typed); dashes while they cannot be. */
export function TotalsBlock({ totals, gstPercent, label, live = true }: { totals: Totals | null; gstPercent: ReactNode; label?: string; live?: boolean }) {
  return (
    <dl className="totals" aria-live={live ? 'polite' : undefined} aria-label={label}>
      <SubtotalRows totals={totals} gstPercent={gstPercent} />
      <Fact term="Total" className="totals__total">
        {totals ? formatMoney(totals.totalCents) : '—'}
      </Fact>
    </dl>
  );
}

/**
 * The one editor of a priced document's lines (a job card's items and labour, a new invoice's
 * items): a row per line (see LineRow: kind, description, quantity or hours, unit price, GST-free,
 * labour rate and technician), and '+ Add Item'. The caller owns the rows, says what is wrong with
 * each and gives the rates and technicians to choose from; the totals are `TotalsBlock`'s.
 */
import { useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { formatMoney } from '../../../shared/money';
import { Fact } from './Fact';
import { Button } from './Button';
import { LineRow, type LineDraft, type LineMark, type LineRowSettings } from './LineRow';
import '../styles/admin-items.css';

export type { LineDraft } from './LineRow';

interface LinesEditorProps<L extends LineDraft> extends LineRowSettings<L> {
  lines: L[];
  onChange: (lines: L[]) => void;
  newLine: () => L;
  /** The list's accessible name. */
  label: string;
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
  markOf?: (line: L) => LineMark | null;
}

export function LinesEditor<L extends LineDraft>(props: LinesEditorProps<L>) {
  const { lines, onChange, newLine, readOnly = false, footer = (button) => button } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const update = (next: L) => onChange(lines.map((line) => (line.key === next.key ? next : line)));
  const removable = !readOnly && (!props.form || lines.length > 1);

  function add() {
    // The new row is rendered at once and its first field focused in this same click: focus moved
    // on a later frame could land while the next field is already being typed into, and take the keystrokes.
    flushSync(() => onChange([...lines, newLine()]));
    listRef.current?.querySelector<HTMLInputElement>('.item-row:last-child input')?.focus();
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
            <span>Kind</span>
            <span>Description</span>
            <span>Qty / hours</span>
            <span>Unit price ($)</span>
            <span>GST-free</span>
            <span className="num">Amount</span>
            <span />
          </div>
          {lines.map((line, i) => (
            <LineRow
              key={line.key}
              line={line}
              n={i + 1}
              editor={props}
              onChange={update}
              onRemove={removable && props.markOf?.(line)?.kind !== 'declined' ? () => onChange(lines.filter((x) => x.key !== line.key)) : undefined}
            />
          ))}
        </div>
      )}
      {footer(addButton)}
    </>
  );
}

/** A document's totals in cents. */
interface Totals {
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  /** Of the lines, the GST-free ones' sum (e.g. a government fee): shown when there are any. */
  gstFreeCents?: number;
}

/** The subtotal and GST rows of a totals list. */
export function SubtotalRows({ totals, gstPercent }: { totals: Pick<Totals, 'subtotalCents' | 'gstCents' | 'gstFreeCents'> | null; gstPercent: ReactNode }) {
  return (
    <>
      <Fact term="Subtotal">{totals ? formatMoney(totals.subtotalCents) : '—'}</Fact>
      {totals?.gstFreeCents ? <Fact term="of which GST-free">{formatMoney(totals.gstFreeCents)}</Fact> : null}
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

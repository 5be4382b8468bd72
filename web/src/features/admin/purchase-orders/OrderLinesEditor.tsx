/**
 * A new order's lines: each part with its quantity and cost of one (ex GST) to edit, its amount,
 * and Remove; under them the parts search (the catalogue's, use-part-search) whose Add puts a part
 * on the order at its cost (Enter adds the part scanned or the only one found).
 */
import { useId, type KeyboardEvent } from 'react';
import { formatMoney, lineAmount, MoneyInputError, parseDollars, parseQuantity } from '../../../shared/money';
import { formatQuantity } from '../parts/part-draft';
import { usePartSearch } from '../parts/use-part-search';
import { Button } from '../ui/Button';
import { IconButton } from '../ui/IconButton';
import { lineOfPart, type OrderLineDraft } from './order-draft';

interface Props {
  uid: string;
  lines: OrderLineDraft[];
  problems: Record<string, string>;
  onChange: (lines: OrderLineDraft[]) => void;
  /** A part found in the search, to add (a part already on the order is not added twice). */
  onAdd: (line: OrderLineDraft) => void;
}

/** A line's amount as typed, or null while its quantity or cost is not a number. */
function amountOf(line: OrderLineDraft): number | null {
  try {
    return lineAmount(parseQuantity(line.quantity), parseDollars(line.unitCost));
  } catch (err) {
    if (err instanceof MoneyInputError || err instanceof RangeError) return null;
    throw err;
  }
}

/** The order's total as typed (lines not yet numbers left out). */
function draftTotal(lines: readonly OrderLineDraft[]): number {
  return lines.reduce((sum, l) => sum + (amountOf(l) ?? 0), 0);
}

export function OrderLinesEditor({ uid, lines, problems, onChange, onAdd }: Props) {
  const edit = (i: number, change: Partial<OrderLineDraft>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...change } : l)));

  return (
    <div className="po-lines-editor">
      {lines.length === 0 ? (
        <p className="form-note" id={`${uid}-lines`} tabIndex={-1}>
          No parts on the order yet: add the supplier’s low stock, or find parts below.
        </p>
      ) : (
        <ul className="po-draft-lines" aria-label="Parts to order">
          {lines.map((line, i) => {
            const amount = amountOf(line);
            const q = `${uid}-lines.${i}.quantity`;
            const c = `${uid}-lines.${i}.unitCost`;
            return (
              <li key={line.partId} className="po-draft-line" data-testid="po-draft-line">
                <div className="po-draft-line__part">
                  <span className="cell-main mono">{line.partNumber}</span> <span>{line.description}</span>
                  {line.reason && <span className="cell-sub">{line.reason}</span>}
                </div>
                <div className="po-draft-line__field">
                  <label className="afield__label" htmlFor={q}>
                    Quantity<span className="sr-only"> of {line.partNumber}</span>
                  </label>
                  <input
                    id={q}
                    inputMode="decimal"
                    autoComplete="off"
                    value={line.quantity}
                    onChange={(e) => edit(i, { quantity: e.target.value })}
                    aria-invalid={problems[`lines.${i}.quantity`] ? true : undefined}
                    aria-describedby={problems[`lines.${i}.quantity`] ? `${q}-problem` : undefined}
                  />
                </div>
                <div className="po-draft-line__field">
                  <label className="afield__label" htmlFor={c}>
                    Cost of one ($)<span className="sr-only"> of {line.partNumber}</span>
                  </label>
                  <input
                    id={c}
                    inputMode="decimal"
                    autoComplete="off"
                    value={line.unitCost}
                    onChange={(e) => edit(i, { unitCost: e.target.value })}
                    aria-invalid={problems[`lines.${i}.unitCost`] ? true : undefined}
                    aria-describedby={problems[`lines.${i}.unitCost`] ? `${c}-problem` : undefined}
                  />
                </div>
                <span className="po-draft-line__amount num" aria-label={`Amount of ${line.partNumber}`}>
                  {amount === null ? '—' : formatMoney(amount)}
                </span>
                <IconButton icon="trash" label={`Remove ${line.partNumber}`} title={`Remove ${line.partNumber}`} danger onClick={() => onChange(lines.filter((_, j) => j !== i))} />
                {[q, c].map((id) => {
                  const message = problems[id.slice(uid.length + 1)];
                  return message ? (
                    <p key={id} id={`${id}-problem`} className="field-problem po-draft-line__problem">
                      {message}
                    </p>
                  ) : null;
                })}
              </li>
            );
          })}
        </ul>
      )}
      {lines.length > 0 && (
        <p className="po-new__total">
          Total (ex GST): <strong>{formatMoney(draftTotal(lines))}</strong>
        </p>
      )}
      {problems.lines && (
        <p className="field-problem" role="alert">
          {problems.lines}
        </p>
      )}
      <PartFinder onAdd={onAdd} />
    </div>
  );
}

function PartFinder({ onAdd }: { onAdd: (line: OrderLineDraft) => void }) {
  const uid = useId();
  const search = usePartSearch((id) => {
    const part = search.pages.rows?.find((p) => p.id === id);
    if (part) add(part);
  });
  const found = search.q ? search.pages.rows : undefined;

  function add(part: Parameters<typeof lineOfPart>[0]) {
    onAdd(lineOfPart(part));
    search.type('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search.enter();
  }

  return (
    <div className="po-part-finder">
      <label className="afield__label" htmlFor={`${uid}-q`}>
        Add a part (scan or type a part number, barcode or words)
      </label>
      <input id={`${uid}-q`} type="search" autoComplete="off" spellCheck={false} placeholder="e.g. DB1234 or brake pads" value={search.text} onChange={(e) => search.type(e.target.value)} onKeyDown={onKeyDown} />
      {found && (
        <ul className="po-part-finder__list" aria-label="Parts found" aria-busy={search.settling}>
          {found.slice(0, 8).map((part) => (
            <li key={part.id}>
              <span className="po-part-finder__part">
                <span className="cell-main mono">{part.partNumber}</span> {part.description}
                <span className="cell-sub">
                  {formatQuantity(part.available)} available · cost {formatMoney(part.costCents)}
                </span>
              </span>
              <Button size="small" icon="plus" onClick={() => add(part)} aria-label={`Add ${part.partNumber}`}>
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
      {found && found.length === 0 && !search.settling && (
        <p className="form-note" role="status">
          No part matches “{search.q}”.
        </p>
      )}
    </div>
  );
}

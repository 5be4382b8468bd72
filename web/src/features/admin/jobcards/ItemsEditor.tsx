/**
 * The items and labour of a job card: description, quantity and unit price per row, '+ Add Item',
 * remove, and a running subtotal, GST and total from the shared money module.
 */
import { useRef } from 'react';
import { formatMoney, lineAmount, parseDollars, parseQuantity } from '../../../shared/money';
import { IconButton } from '../ui/IconButton';
import { GST_PERCENT, itemProblems, newItem, runningTotals, type DraftItem } from './job-card-draft';
import '../styles/admin-items.css';

interface ItemsEditorProps {
  items: DraftItem[];
  readOnly: boolean;
  /** Off on an invoiced card: its invoice carries the totals as issued (with the GST answer given then). */
  showTotals?: boolean;
  onChange: (items: DraftItem[]) => void;
}

function lineText(item: DraftItem): string {
  try {
    return formatMoney(lineAmount(parseQuantity(item.quantity.trim()), parseDollars(item.price, 'Unit price')));
  } catch {
    // An invalid row (its problem is shown next to it) has no amount yet.
    return '—';
  }
}

export function ItemsEditor({ items, readOnly, showTotals = true, onChange }: ItemsEditorProps) {
  const problems = itemProblems(items);
  const totals = runningTotals(items);
  const listRef = useRef<HTMLDivElement>(null);

  const update = (key: string, patch: Partial<DraftItem>) => onChange(items.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  function add() {
    onChange([...items, newItem()]);
    // The new row's description is where the next keystroke belongs.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>('.item-row:last-child input')?.focus());
  }

  return (
    <div className="items-editor">
      {items.length === 0 ? (
        <p className="items-editor__empty">No items added yet. Click "+ Add Item" to begin.</p>
      ) : (
        <div className="items-editor__rows" ref={listRef} role="list" aria-label="Items and labour">
          <div className="item-row item-row--head" aria-hidden="true">
            <span>Description</span>
            <span>Qty</span>
            <span>Unit price ($)</span>
            <span className="num">Amount</span>
            <span />
          </div>
          {items.map((item, i) => {
            const problem = problems.get(item.key);
            const n = i + 1;
            return (
              <div className="item-row" role="listitem" key={item.key} data-testid="item-row">
                <label className="item-row__field item-row__desc">
                  <span className="item-row__label">Description</span>
                  <input
                    value={item.description}
                    aria-label={`Item ${n} description`}
                    placeholder="e.g. Front brake pads"
                    maxLength={500}
                    readOnly={readOnly}
                    onChange={(e) => update(item.key, { description: e.target.value })}
                  />
                </label>
                <label className="item-row__field">
                  <span className="item-row__label">Qty</span>
                  <input
                    value={item.quantity}
                    inputMode="decimal"
                    type="number"
                    step="any"
                    aria-label={`Item ${n} quantity`}
                    aria-invalid={problem?.quantity ? true : undefined}
                    title={problem?.quantity}
                    readOnly={readOnly}
                    onChange={(e) => update(item.key, { quantity: e.target.value })}
                  />
                </label>
                <label className="item-row__field">
                  <span className="item-row__label">Unit price ($)</span>
                  <input
                    value={item.price}
                    inputMode="decimal"
                    type="number"
                    step="any"
                    aria-label={`Item ${n} unit price`}
                    aria-invalid={problem?.price ? true : undefined}
                    title={problem?.price}
                    readOnly={readOnly}
                    onChange={(e) => update(item.key, { price: e.target.value })}
                  />
                </label>
                <span className="item-row__amount num" aria-label={`Item ${n} amount`}>
                  {lineText(item)}
                </span>
                {!readOnly && (
                  <IconButton
                    icon="trash"
                    danger
                    label={`Remove item ${n}${item.description ? ` (${item.description})` : ''}`}
                    title="Remove item"
                    onClick={() => onChange(items.filter((x) => x.key !== item.key))}
                  />
                )}
                {problem && (
                  <p className="item-row__problem" role="alert">
                    {problem.quantity ?? problem.price}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      )}
      {(!readOnly || showTotals) && (
        <div className="items-editor__footer">
          {!readOnly && (
            <button type="button" className="abtn abtn--ghost" onClick={add}>
              + Add Item
            </button>
          )}
          {showTotals && (
            <dl className="totals" aria-live="polite">
              <div>
                <dt>Subtotal</dt>
                <dd>{totals ? formatMoney(totals.subtotalCents) : '—'}</dd>
              </div>
              <div>
                <dt>GST ({GST_PERCENT}%)</dt>
                <dd>{totals ? formatMoney(totals.gstCents) : '—'}</dd>
              </div>
              <div className="totals__total">
                <dt>Total</dt>
                <dd>{totals ? formatMoney(totals.totalCents) : '—'}</dd>
              </div>
            </dl>
          )}
        </div>
      )}
      {showTotals && !totals && problems.size === 0 && items.length > 0 && (
        <p className="form-note">Totals with fractional quantities are worked out when the quote is generated.</p>
      )}
      {showTotals && (
        <p className="form-note">Running totals add GST on top; when sending a quote or completing the job you choose whether the prices include GST.</p>
      )}
    </div>
  );
}

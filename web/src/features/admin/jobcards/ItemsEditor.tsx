/**
 * The items and labour of a job card: the shared lines editor, and a running subtotal, GST and
 * total from the shared money module.
 */
import { lineAmount, parseDollars, parseQuantity } from '../../../shared/money';
import { LinesEditor, TotalsBlock } from '../ui/LinesEditor';
import { GST_PERCENT, itemProblems, newItem, runningTotals, type DraftItem } from './job-card-draft';

interface ItemsEditorProps {
  items: DraftItem[];
  readOnly: boolean;
  /** Off on an invoiced card: its invoice carries the totals as issued (with the GST answer given then). */
  showTotals?: boolean;
  onChange: (items: DraftItem[]) => void;
}

function itemCents(item: DraftItem): number | null {
  try {
    return lineAmount(parseQuantity(item.quantity.trim()), parseDollars(item.price, 'Unit price'));
  } catch {
    // An invalid row (its problem is shown next to it) has no amount yet.
    return null;
  }
}

export function ItemsEditor({ items, readOnly, showTotals = true, onChange }: ItemsEditorProps) {
  const problems = itemProblems(items);
  const totals = runningTotals(items);

  return (
    <div className="items-editor">
      <LinesEditor
        lines={items}
        onChange={onChange}
        newLine={newItem}
        label="Items and labour"
        testId="item-row"
        placeholder="e.g. Front brake pads"
        emptyText='No items added yet. Click "+ Add Item" to begin.'
        problemOf={(item) => problems.get(item.key) ?? null}
        amountOf={itemCents}
        readOnly={readOnly}
        footer={(addButton) =>
          (!readOnly || showTotals) && (
            <div className="items-editor__footer">
              {addButton}
              {showTotals && <TotalsBlock totals={totals} gstPercent={GST_PERCENT} />}
            </div>
          )
        }
      />
      {showTotals && !totals && problems.size === 0 && items.length > 0 && (
        <p className="form-note">Totals with fractional quantities are worked out when the quote is generated.</p>
      )}
      {showTotals && (
        <p className="form-note">Running totals add GST on top; when sending a quote or completing the job you choose whether the prices include GST.</p>
      )}
    </div>
  );
}

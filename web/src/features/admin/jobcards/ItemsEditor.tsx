/**
 * The items and labour of a job card: the shared lines editor, and a running subtotal, GST and
 * total from the shared money module, on the card's pricing basis. Once the customer has decided a
 * quote, each line says where it stands: approved, declined by the customer (greyed, never
 * invoiced), or added after the decision. A discount line's price is typed as its size and taken off;
 * a labour line picks one of the workshop's labour rates and, optionally, the technician. Owners and
 * service advisers add a part from the catalogue ('Add Part'); a part line says what stock its part has.
 */
import { useState } from 'react';
import { useFragment, useQuery } from '@apollo/client/react';
import { AdminLinePartDocument, AdminLinePartFactsFragmentDoc } from '../../../gql/graphql';
import { LinesEditor, TotalsBlock } from '../ui/LinesEditor';
import { rowCents } from '../ui/priced-line';
import { useLineChoices } from '../ui/use-line-choices';
import { AddPart, partLine, stockText, type PickedPart } from './AddPart';
import { GST_PERCENT, itemProblems, newItem, runningTotals, type DraftItem } from './job-card-draft';

const MARKS = {
  approved: 'Approved by the customer',
  declined: 'Declined by the customer: not invoiced',
  added: 'Added after the approval',
} as const;

interface ItemsEditorProps {
  items: DraftItem[];
  readOnly: boolean;
  /** The basis the totals are worked out on: an approved quote's, else the workshop's. */
  pricesIncludeGst: boolean;
  /** The customer has decided a quote: new rows are work added after it. */
  decided: boolean;
  /** 'declined' when the customer declined the whole quote (the added rows' mark says so). */
  decision?: 'approved' | 'declined' | null;
  /** Off on an invoiced card: its invoice carries the totals as issued (with the GST answer given then). */
  showTotals?: boolean;
  /** The viewer may search the parts catalogue (not a technician): 'Add Part', and part lines' stock. */
  catalogue?: boolean;
  onChange: (items: DraftItem[]) => void;
}

export function ItemsEditor({ items, readOnly, pricesIncludeGst, decided, decision = null, showTotals = true, catalogue = false, onChange }: ItemsEditorProps) {
  const choices = useLineChoices();
  /** The parts picked here, by id: their stock is shown without asking again. */
  const [picked, setPicked] = useState<ReadonlyMap<string, PickedPart>>(new Map());
  const problems = itemProblems(items);
  const totals = runningTotals(items, pricesIncludeGst);
  const markOf = (item: DraftItem) =>
    item.origin ? { kind: item.origin, text: item.origin === 'added' && decision === 'declined' ? 'Added after the customer declined the quote' : MARKS[item.origin] } : null;

  return (
    <div className="items-editor">
      <LinesEditor
        lines={items}
        onChange={onChange}
        newLine={() => newItem(decided)}
        markOf={markOf}
        label="Items and labour"
        testId="item-row"
        placeholder="e.g. Front brake pads"
        emptyText='No items added yet. Click "+ Add Item" to begin.'
        problemOf={(item) => problems.get(item.key) ?? null}
        amountOf={rowCents}
        choices={choices}
        readOnly={readOnly}
        noteOf={(item) => (catalogue && item.kind === 'PART' && item.partId ? <PartStockNote partId={item.partId} known={picked.get(item.partId)} /> : null)}
        footer={(addButton) =>
          (!readOnly || showTotals) && (
            <div className="items-editor__footer">
              {addButton && (
                <div className="items-editor__adds">
                  {addButton}
                  {catalogue && (
                    <AddPart
                      onPick={(part) => {
                        setPicked((was) => new Map(was).set(part.id, part));
                        onChange([...items, partLine(part, newItem(decided))]);
                      }}
                    />
                  )}
                </div>
              )}
              {showTotals && <TotalsBlock totals={totals} gstPercent={GST_PERCENT} />}
            </div>
          )
        }
      />
      {showTotals && !totals && problems.size === 0 && items.length > 0 && <p className="form-note">The lines come to less than $0.00: a discount cannot be larger than the work.</p>}
      {showTotals && (
        <p className="form-note">
          {pricesIncludeGst ? 'Prices include GST' : 'GST is added on top of the prices'}
          {decision === 'approved' ? ' (as on the approved quote).' : ' (the workshop’s pricing setting).'} A discount line takes its amount off; a GST-free line has no GST.
        </p>
      )}
    </div>
  );
}

/**
 * A part line's stock as last heard of the part (a later search brings it up to date): a part picked
 * here is known already; a line loaded with the card asks for its part once.
 */
function PartStockNote({ partId, known }: { partId: string; known?: PickedPart }) {
  const { data } = useQuery(AdminLinePartDocument, { variables: { id: partId }, skip: Boolean(known) });
  const cached = useFragment({ fragment: AdminLinePartFactsFragmentDoc, from: { __typename: 'Part', id: partId } });
  const part = (cached.complete ? cached.data : null) ?? known ?? data?.part;
  if (!part) return null;
  return (
    <p className={`item-row__stock${part.available < 0 ? ' item-row__stock--short' : ''}`} data-testid="part-stock">
      {stockText(part)}
    </p>
  );
}

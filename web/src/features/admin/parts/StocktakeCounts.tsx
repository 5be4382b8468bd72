/**
 * The parts being counted on the Stocktake page (a bin's, or parts found one by one): each with its
 * number, description and stock on hand, its count as typed and the difference it makes (counted −
 * on hand), marked when it is not zero; Enter in a count goes on (to the next count, or where the
 * page says after the last). Post Stocktake asks first, naming how many differences it posts, then
 * sends the counted parts only; the server's refusal shows in an alert above the button.
 */
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminPostStocktakeDocument, type AdminPostStocktakeMutation } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { AdminIcon } from '../ui/AdminIcon';
import { Button } from '../ui/Button';
import { useConfirm } from '../ui/Confirm';
import { DataTable, type Column, type RowAction } from '../ui/DataTable';
import { Panel } from '../ui/Panel';
import { formatQuantity, formatSignedQuantity, type Part } from './part-draft';
import { countProblem, differenceOf, postQuestion, stocktakeInput, summaryOf, type Counts } from './stocktake-draft';

export type Posted = AdminPostStocktakeMutation['postStocktake'];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function Difference({ value }: { value: number | null }) {
  if (value === null) return <span className="stocktake-diff stocktake-diff--none">—</span>;
  if (value === 0) return <span className="stocktake-diff stocktake-diff--zero">0</span>;
  return (
    <span className={`stocktake-diff ${value > 0 ? 'stocktake-diff--up' : 'stocktake-diff--down'}`} data-testid="stocktake-difference">
      {formatSignedQuantity(value)}
    </span>
  );
}

interface Props {
  title: string;
  /** The bin counted; null for parts of any bin (each part's bin is then shown). */
  bin: string | null;
  parts: readonly Part[];
  counts: Counts;
  setCounts: (change: (counts: Counts) => Counts) => void;
  /** Notes under the title. */
  notes?: string[];
  /** Where Enter in the last count goes (default: Post Stocktake). */
  afterLast?: RefObject<HTMLElement | null>;
  /** Takes a part off the list (parts found one by one). */
  onRemove?: (part: Part) => void;
  /** Each part's count box, by part id (the page focuses one). */
  countBoxes: RefObject<Map<string, HTMLInputElement>>;
  onPosted: (posted: Posted) => void;
}

export function StocktakeCounts({ title, bin, parts, counts, setCounts, notes = [], afterLast, onRemove, countBoxes, onPosted }: Props) {
  const confirm = useConfirm();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [post, { loading: posting }] = useMutation(AdminPostStocktakeDocument);
  const postButton = useRef<HTMLButtonElement>(null);
  const summary = summaryOf(parts, counts);

  function onCountKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = parts[index + 1];
    const box = next ? countBoxes.current.get(next.id) : null;
    if (box) {
      box.focus();
      box.select();
    } else (afterLast?.current ?? postButton.current)?.focus();
  }

  async function onPost() {
    if (posting) return;
    setRefusal(null);
    if (summary.problems) {
      setRefusal(`Correct the ${summary.problems === 1 ? 'count' : 'counts'} marked before posting.`);
      const wrong = parts.find((part) => countProblem(counts[part.id] ?? ''));
      if (wrong) countBoxes.current.get(wrong.id)?.focus();
      return;
    }
    if (!summary.counted) {
      setRefusal('Type the count of at least one part: a part left empty is not posted.');
      return;
    }
    const ok = await confirm({ title: 'Post Stocktake', message: postQuestion(bin, summary), confirmLabel: 'Post Stocktake', tone: 'primary' });
    if (!ok) return;
    try {
      const { data } = await post({ variables: { input: stocktakeInput(bin, parts, counts) } });
      if (data) onPosted(data.postStocktake);
    } catch (failure) {
      setRefusal(errorMessage(failure));
    }
  }

  const columns: ReadonlyArray<Column<Part>> = [
    { header: 'Part number', kind: 'nowrap', cell: (part) => <span className="cell-main">{part.partNumber}</span> },
    { header: 'Description', kind: 'message', cell: (part) => part.description },
    ...(bin === null ? [{ header: 'Bin', kind: 'nowrap' as const, cell: (part: Part) => part.bin || '—' }] : []),
    { header: 'On hand', kind: 'num', cell: (part) => formatQuantity(part.onHand) },
    {
      header: 'Counted',
      className: 'stocktake-count',
      cell: (part) => {
        const index = parts.indexOf(part);
        const text = counts[part.id] ?? '';
        const problem = countProblem(text);
        const problemId = `stocktake-${part.id}-problem`;
        return (
          <span className="stocktake-count__box">
            <input
              ref={(box) => {
                if (box) countBoxes.current.set(part.id, box);
                else countBoxes.current.delete(part.id);
              }}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={text}
              onChange={(e) => setCounts((all) => ({ ...all, [part.id]: e.target.value }))}
              onKeyDown={(e) => onCountKeyDown(e, index)}
              onWheel={(e) => e.currentTarget.blur()}
              enterKeyHint={index === parts.length - 1 && !afterLast ? 'done' : 'next'}
              aria-label={`Count of ${part.partNumber}`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              autoComplete="off"
              data-testid="stocktake-count"
            />
            {problem && (
              <span id={problemId} className="field-problem">
                {problem}
              </span>
            )}
          </span>
        );
      },
    },
    { header: 'Difference', kind: 'num', cell: (part) => <Difference value={differenceOf(counts[part.id], part.onHand)} /> },
  ];
  const actions: RowAction<Part>[] = onRemove ? [{ icon: 'close', label: 'Remove', name: (part) => `Remove ${part.partNumber} from the count`, onClick: onRemove }] : [];

  return (
    <Panel
      title={title}
      className="stocktake-list"
      actions={
        <p className="stocktake-list__summary" data-testid="stocktake-summary">
          {plural(parts.length, 'part', 'parts')} · {summary.counted} counted · {plural(summary.differences, 'difference', 'differences')}
        </p>
      }
    >
      {notes.map((note) => (
        <p key={note} className="form-note stocktake-list__note">
          {note}
        </p>
      ))}
      <DataTable
        className="stocktake-table"
        rows={parts}
        rowKey={(part) => part.id}
        columns={columns}
        actions={actions}
        rowClassName={(part) => (differenceOf(counts[part.id], part.onHand) ? 'stocktake-row--differs' : undefined)}
        rowTestId="stocktake-row"
        caption={bin === null ? 'Parts counted, with their count' : `Parts of bin ${bin}, with their count`}
      />
      <footer className="stocktake-list__footer">
        {refusal && (
          <div className="banner banner--error stocktake-list__refusal" role="alert">
            <AdminIcon name="alert" size={18} className="banner__icon" />
            <span className="banner__text">{refusal}</span>
          </div>
        )}
        <Button ref={postButton} variant="primary" icon="check" onClick={() => void onPost()} busy={posting} busyLabel="Posting…">
          Post Stocktake
        </Button>
      </footer>
    </Panel>
  );
}

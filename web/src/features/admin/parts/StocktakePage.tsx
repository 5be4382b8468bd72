/**
 * /admin/parts/stocktake: a bin counted. Staff name the bin; its parts are listed with their number,
 * description and stock on hand, and each part's count is typed (Enter goes to the next count, from
 * the last to Post Stocktake). The difference each count makes (counted − on hand) shows as it is
 * typed, marked when it is not zero. Post Stocktake asks first, naming how many differences it
 * posts, then sends the counted parts only (a part left empty is not counted); the server's answer
 * (its sentence and each part's stock before, as counted and the difference) shows under the list,
 * which is loaded again with the new stock.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminPostStocktakeDocument, type AdminPostStocktakeMutation } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage } from '../errors';
import { useLeaveGuard, useUnloadWarning } from '../jobcards/use-leave-guard';
import { AdminIcon } from '../ui/AdminIcon';
import { Button, ButtonLink } from '../ui/Button';
import { useConfirm } from '../ui/Confirm';
import { DataTable, type Column } from '../ui/DataTable';
import { Field } from '../ui/Field';
import { Panel } from '../ui/Panel';
import { EmptyState, LoadFailed, LoadingState, PageHeader } from '../ui/States';
import { formatQuantity, formatSignedQuantity, type Part } from './part-draft';
import { countProblem, differenceOf, postQuestion, stocktakeInput, summaryOf, type Counts } from './stocktake-draft';
import { MAX_STOCKTAKE_PARTS, useBinParts } from './use-bin-parts';
import '../styles/admin-parts.css';
import '../styles/admin-stocktake.css';

type Posted = AdminPostStocktakeMutation['postStocktake'];
type PostedLine = Posted['lines'][number];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Difference({ value }: { value: number | null }) {
  if (value === null) return <span className="stocktake-diff stocktake-diff--none">—</span>;
  if (value === 0) return <span className="stocktake-diff stocktake-diff--zero">0</span>;
  return (
    <span className={`stocktake-diff ${value > 0 ? 'stocktake-diff--up' : 'stocktake-diff--down'}`} data-testid="stocktake-difference">
      {formatSignedQuantity(value)}
    </span>
  );
}

const POSTED_COLUMNS: ReadonlyArray<Column<PostedLine>> = [
  { header: 'Part number', kind: 'nowrap', cell: (line) => <span className="cell-main">{line.partNumber}</span> },
  { header: 'Before', kind: 'num', cell: (line) => formatQuantity(line.before) },
  { header: 'Counted', kind: 'num', cell: (line) => formatQuantity(line.counted) },
  { header: 'Difference', kind: 'num', cell: (line) => <Difference value={line.difference} /> },
];

export default function StocktakePage({ businessName }: { businessName: string }) {
  useDocumentTitle('Stocktake', businessName);
  const uid = useId();
  const confirm = useConfirm();
  const [binText, setBinText] = useState('');
  const [binProblem, setBinProblem] = useState<string | null>(null);
  const { result, load } = useBinParts();
  const [counts, setCounts] = useState<Counts>({});
  const [posted, setPosted] = useState<Posted | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [post, { loading: posting }] = useMutation(AdminPostStocktakeDocument);
  const binBox = useRef<HTMLInputElement>(null);
  const countBoxes = useRef(new Map<string, HTMLInputElement>());
  const postButton = useRef<HTMLButtonElement>(null);
  const postedTitle = useRef<HTMLParagraphElement>(null);
  /** Set when a bin is asked for: its first count takes the focus once its parts have come. */
  const focusFirst = useRef(false);

  const parts = result.state === 'loaded' ? result.parts : [];
  const bin = result.state === 'idle' ? '' : result.bin;
  const summary = summaryOf(parts, counts);
  const typed = Object.values(counts).some((text) => text.trim() !== '');

  useLeaveGuard(typed, () => confirm({ title: 'Counts not posted', message: `Leave without posting the counts of bin ${bin}?`, confirmLabel: 'Leave', cancelLabel: 'Stay' }));
  useUnloadWarning(typed);

  useEffect(() => {
    binBox.current?.focus();
  }, []);

  useEffect(() => {
    if (result.state !== 'loaded' || !focusFirst.current) return;
    focusFirst.current = false;
    const first = result.parts[0];
    if (first) countBoxes.current.get(first.id)?.focus();
  }, [result]);

  async function onChooseBin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = binText.trim();
    if (!chosen) {
      setBinProblem('Type the bin to count, e.g. A3-2.');
      binBox.current?.focus();
      return;
    }
    setBinProblem(null);
    if (typed && !(await confirm({ title: 'Counts not posted', message: `Leave the counts of bin ${bin} without posting them?`, confirmLabel: 'Leave Them', cancelLabel: 'Keep Counting' }))) return;
    setCounts({});
    setPosted(null);
    setRefusal(null);
    focusFirst.current = true;
    await load(chosen);
  }

  function onCountKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = parts[index + 1];
    const box = next ? countBoxes.current.get(next.id) : null;
    if (box) {
      box.focus();
      box.select();
    } else postButton.current?.focus();
  }

  async function onPost() {
    if (posting || result.state !== 'loaded') return;
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
      if (!data) return;
      setPosted(data.postStocktake);
      setCounts({});
      void load(bin, { quiet: true });
      window.requestAnimationFrame(() => postedTitle.current?.focus());
    } catch (failure) {
      setRefusal(errorMessage(failure));
    }
  }

  const columns: ReadonlyArray<Column<Part>> = [
    { header: 'Part number', kind: 'nowrap', cell: (part) => <span className="cell-main">{part.partNumber}</span> },
    { header: 'Description', kind: 'message', cell: (part) => part.description },
    { header: 'On hand', kind: 'num', cell: (part) => formatQuantity(part.onHand) },
    {
      header: 'Counted',
      className: 'stocktake-count',
      cell: (part) => {
        const index = parts.indexOf(part);
        const text = counts[part.id] ?? '';
        const problem = countProblem(text);
        const problemId = `${uid}-${part.id}-problem`;
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
              enterKeyHint={index === parts.length - 1 ? 'done' : 'next'}
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

  return (
    <div className="admin-page stocktake-page">
      <PageHeader
        title="Stocktake"
        description="Count a bin’s parts and post the counts: each part’s stock on hand becomes what was counted."
        actions={
          <ButtonLink to="/admin/parts" variant="secondary">
            Back to Parts
          </ButtonLink>
        }
      />

      <section className="panel stocktake-bin" aria-label="Bin to count">
        <form className="stocktake-bin__form" onSubmit={(e) => void onChooseBin(e)} noValidate>
          <Field id={`${uid}-bin`} label="Bin" hint="As written on the parts, e.g. A3-2." error={binProblem} alert>
            <input
              ref={binBox}
              id={`${uid}-bin`}
              value={binText}
              onChange={(e) => setBinText(e.target.value)}
              maxLength={30}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
            />
          </Field>
          <Button type="submit" variant="primary" icon="search" className="stocktake-bin__submit" busy={result.state === 'loading'} busyLabel="Loading…">
            Count Bin
          </Button>
        </form>
      </section>

      {posted && (
        <Panel title="Stocktake posted" className="stocktake-posted" data-testid="stocktake-posted">
          <p ref={postedTitle} tabIndex={-1} className="stocktake-posted__message" role="status">
            <AdminIcon name="check" size={18} /> {posted.message}
          </p>
          <DataTable rows={posted.lines} rowKey={(line) => line.partId} columns={POSTED_COLUMNS} caption="Parts posted: stock before, as counted, and the difference" rowTestId="stocktake-posted-line" />
        </Panel>
      )}

      {result.state === 'loading' && <LoadingState label={`Loading the parts of bin ${result.bin}…`} />}
      {result.state === 'failed' && <LoadFailed message={errorMessage(result.error)} onRetry={() => void load(result.bin)} />}
      {result.state === 'loaded' &&
        (result.parts.length === 0 ? (
          <section className="panel">
            <EmptyState icon="database">No parts in bin {result.bin}.</EmptyState>
          </section>
        ) : (
          <Panel
            title={`Bin ${result.bin}`}
            className="stocktake-list"
            actions={
              <p className="stocktake-list__summary" data-testid="stocktake-summary">
                {plural(result.parts.length, 'part', 'parts')} · {summary.counted} counted · {plural(summary.differences, 'difference', 'differences')}
              </p>
            }
          >
            {result.more && <p className="form-note stocktake-list__note">The first {MAX_STOCKTAKE_PARTS} parts of the bin are listed: a stocktake posts at most {MAX_STOCKTAKE_PARTS} at once.</p>}
            <p className="form-note stocktake-list__note">Type what is on the shelf; Enter goes to the next part. A part left empty is not counted.</p>
            <DataTable
              className="stocktake-table"
              rows={result.parts}
              rowKey={(part) => part.id}
              columns={columns}
              rowClassName={(part) => {
                const difference = differenceOf(counts[part.id], part.onHand);
                return difference ? 'stocktake-row--differs' : undefined;
              }}
              rowTestId="stocktake-row"
              caption={`Parts of bin ${result.bin}, with their count`}
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
        ))}
    </div>
  );
}

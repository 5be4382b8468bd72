/**
 * /admin/parts/stocktake: parts counted, a bin at a time or any parts found one by one. A bin's
 * parts are listed with their number, description and stock on hand once it is named; parts of any
 * bin are found by the search (a scanner's code and Enter adds the part, whose count then takes the
 * focus, and Enter in it goes back to the search for the next). Each count shows the difference it
 * makes as it is typed; Post Stocktake asks first and sends the counted parts only (StocktakeCounts).
 * The server's answer (its sentence, each part's stock before, as counted and the difference)
 * shows above the list, which then holds the new stock.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
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
import { formatQuantity, type Part } from './part-draft';
import { Difference, StocktakeCounts, type Posted } from './StocktakeCounts';
import { StocktakeFinder } from './StocktakeFinder';
import type { Counts } from './stocktake-draft';
import { MAX_STOCKTAKE_PARTS, useBinParts } from './use-bin-parts';
import '../styles/admin-parts.css';
import '../styles/admin-stocktake.css';

type PostedLine = Posted['lines'][number];
type Mode = 'bin' | 'parts';

const POSTED_COLUMNS: ReadonlyArray<Column<PostedLine>> = [
  { header: 'Part number', kind: 'nowrap', cell: (line) => <span className="cell-main">{line.partNumber}</span> },
  { header: 'Before', kind: 'num', cell: (line) => formatQuantity(line.before) },
  { header: 'Counted', kind: 'num', cell: (line) => formatQuantity(line.counted) },
  { header: 'Difference', kind: 'num', cell: (line) => <Difference value={line.difference} /> },
];

const BIN_NOTE = 'Type what is on the shelf; Enter goes to the next part. A part left empty is not counted.';
const PARTS_NOTE = 'Type what is on the shelf; Enter goes back to the search for the next part. A part left empty is not counted.';

export default function StocktakePage({ businessName }: { businessName: string }) {
  useDocumentTitle('Stocktake', businessName);
  const uid = useId();
  const confirm = useConfirm();
  const client = useApolloClient();
  const [mode, setMode] = useState<Mode>('bin');
  const [binText, setBinText] = useState('');
  const [binProblem, setBinProblem] = useState<string | null>(null);
  const { result, load, clear } = useBinParts();
  const [picked, setPicked] = useState<Part[]>([]);
  const [counts, setCounts] = useState<Counts>({});
  const [posted, setPosted] = useState<Posted | null>(null);
  /** A new list of counts each time one is loaded or started (its refusal and its post start afresh). */
  const [round, setRound] = useState(0);
  const binBox = useRef<HTMLInputElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const countBoxes = useRef(new Map<string, HTMLInputElement>());
  const postedMessage = useRef<HTMLParagraphElement>(null);
  /** The part whose count takes the focus once it is on screen. */
  const focusPart = useRef<string | null>(null);

  const bin = result.state === 'idle' ? '' : result.bin;
  const typed = Object.values(counts).some((text) => text.trim() !== '');
  const leaveQuestion = mode === 'bin' ? `the counts of bin ${bin}` : 'the counts typed';

  useLeaveGuard(typed, () => confirm({ title: 'Counts not posted', message: `Leave without posting ${leaveQuestion}?`, confirmLabel: 'Leave', cancelLabel: 'Stay' }));
  useUnloadWarning(typed);

  // The bin, or the search, has the focus on arriving and on switching between them.
  useEffect(() => {
    (mode === 'bin' ? binBox : searchBox).current?.focus();
  }, [mode]);

  // A bin's first part, or a part just found, takes the focus once its count box is on screen.
  useEffect(() => {
    const id = focusPart.current;
    const box = id ? countBoxes.current.get(id) : null;
    if (!box) return;
    focusPart.current = null;
    box.focus();
    box.select();
  }, [result, picked]);

  /** Before the counts typed are dropped: true when there are none, or staff say so. */
  async function dropCounts(): Promise<boolean> {
    if (!typed) return true;
    return confirm({ title: 'Counts not posted', message: `Leave ${leaveQuestion} without posting them?`, confirmLabel: 'Leave Them', cancelLabel: 'Keep Counting' });
  }

  function startAfresh() {
    setCounts({});
    setPosted(null);
    setRound((n) => n + 1);
  }

  async function switchTo(next: Mode) {
    if (next === mode || !(await dropCounts())) return;
    startAfresh();
    setPicked([]);
    clear();
    setMode(next);
  }

  async function onChooseBin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = binText.trim();
    if (!chosen) {
      setBinProblem('Type the bin to count, e.g. A3-2.');
      binBox.current?.focus();
      return;
    }
    setBinProblem(null);
    if (!(await dropCounts())) return;
    startAfresh();
    const parts = await load(chosen);
    focusPart.current = parts?.[0]?.id ?? null;
  }

  function onPick(part: Part) {
    focusPart.current = part.id;
    if (posted) setPosted(null);
    setPicked((list) => (list.some((p) => p.id === part.id) ? [...list] : [...list, part]));
  }

  function onPosted(answer: Posted) {
    setPosted(answer);
    setCounts({});
    if (mode === 'bin') void load(bin, { quiet: true });
    else {
      // The parts counted hold their new stock (the cache too, so the Parts page shows it).
      const after = new Map(answer.lines.map((line) => [line.partId, line.counted]));
      const moved = (part: Part): Part => {
        const onHand = after.get(part.id);
        return onHand === undefined ? part : { ...part, onHand, available: Math.round((onHand - part.reserved) * 100) / 100 };
      };
      setPicked((list) => list.map(moved));
      for (const part of picked) {
        const now = moved(part);
        client.cache.modify({ id: client.cache.identify(part), fields: { onHand: () => now.onHand, available: () => now.available } });
      }
    }
    window.requestAnimationFrame(() => postedMessage.current?.focus());
  }

  const counting =
    mode === 'bin' ? (
      <>
        {result.state === 'loading' && <LoadingState label={`Loading the parts of bin ${result.bin}…`} />}
        {result.state === 'failed' && <LoadFailed message={errorMessage(result.error)} onRetry={() => void load(result.bin)} />}
        {result.state === 'loaded' &&
          (result.parts.length === 0 ? (
            <section className="panel">
              <EmptyState icon="database">No parts in bin {result.bin}.</EmptyState>
            </section>
          ) : (
            <StocktakeCounts
              key={round}
              title={`Bin ${result.bin}`}
              bin={result.bin}
              parts={result.parts}
              counts={counts}
              setCounts={setCounts}
              countBoxes={countBoxes}
              notes={[...(result.more ? [`The first ${MAX_STOCKTAKE_PARTS} parts of the bin are listed: a stocktake posts at most ${MAX_STOCKTAKE_PARTS} at once.`] : []), BIN_NOTE]}
              onPosted={onPosted}
            />
          ))}
      </>
    ) : picked.length === 0 ? (
      <section className="panel">
        <EmptyState icon="search">No parts yet: find the parts to count by their barcode, number or description.</EmptyState>
      </section>
    ) : (
      <StocktakeCounts
        key={round}
        title="Parts counted"
        bin={null}
        parts={picked}
        counts={counts}
        setCounts={setCounts}
        countBoxes={countBoxes}
        notes={[PARTS_NOTE]}
        afterLast={searchBox}
        onRemove={(part) => {
          setPicked((list) => list.filter((p) => p.id !== part.id));
          setCounts(({ [part.id]: _dropped, ...rest }) => rest);
          searchBox.current?.focus();
        }}
        onPosted={onPosted}
      />
    );

  return (
    <div className="admin-page stocktake-page">
      <PageHeader
        title="Stocktake"
        description="Count what is on the shelf: each part’s stock on hand becomes what was counted."
        actions={
          <ButtonLink to="/admin/parts" variant="secondary">
            Back to Parts
          </ButtonLink>
        }
      />

      <div className="stocktake-mode" role="group" aria-label="What to count">
        <Button size="small" variant={mode === 'bin' ? 'primary' : 'secondary'} aria-pressed={mode === 'bin'} onClick={() => void switchTo('bin')}>
          A bin
        </Button>
        <Button size="small" variant={mode === 'parts' ? 'primary' : 'secondary'} aria-pressed={mode === 'parts'} onClick={() => void switchTo('parts')}>
          Any parts
        </Button>
      </div>

      {mode === 'bin' ? (
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
      ) : (
        <StocktakeFinder ref={searchBox} picked={new Set(picked.map((p) => p.id))} onPick={onPick} />
      )}

      {posted && (
        <Panel title="Stocktake posted" className="stocktake-posted" data-testid="stocktake-posted">
          <p ref={postedMessage} tabIndex={-1} className="stocktake-posted__message" role="status">
            <AdminIcon name="check" size={18} /> {posted.message}
          </p>
          <DataTable rows={posted.lines} rowKey={(line) => line.partId} columns={POSTED_COLUMNS} caption="Parts posted: stock before, as counted, and the difference" rowTestId="stocktake-posted-line" />
        </Panel>
      )}

      {counting}
    </div>
  );
}

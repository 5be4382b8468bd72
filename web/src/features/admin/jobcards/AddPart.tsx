/**
 * 'Add Part' in a job card's items and labour: a search of the parts catalogue as staff type, or a
 * barcode scanner types (the code, then Enter). Enter picks, once the answer to the text as typed
 * has come, the part whose barcode is that text, else the only part found; a click picks a part
 * from the list. A picked part becomes a part line at the part's price and GST treatment, and the
 * search is cleared for the next scan. Only owners and service advisers may search the catalogue.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminLinePartSearchDocument, type AdminLinePartFactsFragment } from '../../../gql/graphql';
import { formatDollars, formatMoney } from '../../../shared/money';
import { errorMessage } from '../errors';
import { partForEnter } from '../parts/part-draft';
import { Button } from '../ui/Button';
import type { DraftItem } from './job-card-draft';
import '../styles/admin-part-picker.css';

export type PickedPart = AdminLinePartFactsFragment;

/** The pause in typing after which the server is asked. */
const SEARCH_PAUSE_MS = 200;
/** Parts listed at most: a scan names one, typed words a few. */
const SHOWN = 8;

/** A picked part as a line: quantity 1, described, priced and taxed as the catalogue has it. */
export function partLine(part: PickedPart, base: DraftItem): DraftItem {
  return { ...base, kind: 'PART', partId: part.id, description: `${part.partNumber} ${part.description}`, quantity: '1', unitPrice: formatDollars(part.sellCents), gstFree: part.gstFree, labourRateId: null, technicianId: null };
}

/** What a part line's stock note says: what is free to fit, or how many must be ordered. */
export function stockText(part: Pick<PickedPart, 'available' | 'bin'>): string {
  if (part.available < 0) return `Short: ${-part.available} to order`;
  return `In stock: ${part.available} available${part.bin ? ` (bin ${part.bin})` : ''}`;
}

export function AddPart({ onPick }: { onPick: (part: PickedPart) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="part-picker">
      <Button icon="search" onClick={() => setOpen((was) => !was)} aria-expanded={open} data-testid="add-part">
        {open ? 'Close Part Search' : 'Add Part'}
      </Button>
      {open && <PartSearch onPick={onPick} />}
    </div>
  );
}

function PartSearch({ onPick }: { onPick: (part: PickedPart) => void }) {
  const uid = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  /** The text Enter was pressed on, until its answer has come. */
  const [entered, setEntered] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef(onPick);
  useEffect(() => {
    picker.current = onPick;
  });

  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => setQ(text.trim()), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const { data, previousData, error, loading } = useQuery(AdminLinePartSearchDocument, { variables: { q, limit: SHOWN }, skip: !q, fetchPolicy: 'network-only' });
  // The answer to the text asked for only (none while it loads).
  const answer = q && !loading ? data?.parts.items : undefined;
  const shown = q ? (answer ?? previousData?.parts.items) : undefined;

  function pick(part: PickedPart) {
    picker.current(part);
    setText('');
    setQ('');
    setProblem(null);
    input.current?.focus();
  }

  useEffect(() => {
    if (entered === null || entered !== q || !answer) return;
    setEntered(null);
    const id = partForEnter(answer, entered);
    const part = answer.find((p) => p.id === id);
    if (part) pick(part);
    else setProblem(answer.length ? `${answer.length} parts match “${entered}”: choose one.` : `No part matches “${entered}”.`);
  }, [entered, q, answer]);

  return (
    <div className="part-picker__panel">
      <label className="afield__label" htmlFor={`${uid}-q`}>
        Find a part (scan or type a barcode, part number or words)
      </label>
      <input
        id={`${uid}-q`}
        ref={input}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder="e.g. 9312345678901 or brake pads"
        value={text}
        aria-controls={`${uid}-list`}
        aria-describedby={problem ? `${uid}-problem` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          const typed = text.trim();
          if (!typed) return;
          setQ(typed);
          setEntered(typed);
        }}
      />
      {problem && (
        <p id={`${uid}-problem`} className="field-problem" role="alert">
          {problem}
        </p>
      )}
      {error && (
        <p className="field-problem" role="alert">
          {errorMessage(error)}
        </p>
      )}
      <ul id={`${uid}-list`} className="part-picker__list" aria-label="Parts found" aria-busy={(q !== text.trim() || loading) && Boolean(text.trim())}>
        {shown?.map((part) => (
          <li key={part.id}>
            <button type="button" className="part-picker__choice" onClick={() => pick(part)}>
              <span className="part-picker__number">{part.partNumber}</span>
              <span className="part-picker__desc">{part.description}</span>
              <span className="part-picker__facts">
                {part.bin ? `Bin ${part.bin} · ` : ''}
                {part.available} available · {formatMoney(part.sellCents)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {answer && answer.length === 0 && !problem && (
        <p className="form-note" role="status">
          No part matches “{q}”.
        </p>
      )}
    </div>
  );
}

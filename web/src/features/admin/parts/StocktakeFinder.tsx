/**
 * Parts of any bin found for the Stocktake page: the search as the Parts page has it (a scanner
 * types the code and Enter, which adds the part with that barcode, or the only part found), and the
 * parts found, each added with a click.
 */
import { forwardRef, useId, useRef, type KeyboardEvent } from 'react';
import { formatQuantity, type Part } from './part-draft';
import { Field } from '../ui/Field';
import { usePartSearch } from './use-part-search';

/** The most parts found shown at once (a longer list asks for more words). */
const SHOWN = 5;

interface Props {
  /** Parts already on the count (shown as added). */
  picked: ReadonlySet<string>;
  onPick: (part: Part) => void;
}

export const StocktakeFinder = forwardRef<HTMLInputElement, Props>(function StocktakeFinder({ picked, onPick }, searchBox) {
  const uid = useId();
  const found = useRef<readonly Part[]>([]);
  const search = usePartSearch((id) => {
    const part = found.current.find((p) => p.id === id);
    if (part) pick(part);
  });
  const rows = search.pages.rows;
  found.current = rows ?? [];

  function pick(part: Part) {
    search.type('');
    onPick(part);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search.enter();
  }

  const shown = search.q && rows ? rows.slice(0, SHOWN) : null;
  return (
    <section className="panel stocktake-find" role="search" aria-label="Parts to count">
      <Field id={`${uid}-q`} label="Find a part" hint="Scan its barcode, or type its number or words of its description; Enter adds the part found.">
        <input
          ref={searchBox}
          id={`${uid}-q`}
          type="search"
          value={search.text}
          onChange={(e) => search.type(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="e.g. DB1234"
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      {shown && (
        <div aria-busy={search.settling}>
          {shown.length === 0 ? (
            <p className="form-note stocktake-find__none">No part matches “{search.q}”.</p>
          ) : (
            <ul className="stocktake-found" aria-label="Parts found">
              {shown.map((part) => {
                const added = picked.has(part.id);
                return (
                  <li key={part.id}>
                    <button type="button" className="stocktake-found__part" onClick={() => pick(part)} aria-label={`${added ? 'Counting' : 'Count'} ${part.partNumber}`}>
                      <span className="stocktake-found__words">
                        <span className="cell-main">{part.partNumber}</span>
                        <span className="cell-sub">
                          {part.description} · {part.bin ? `Bin ${part.bin}` : 'No bin'} · {formatQuantity(part.onHand)} on hand
                        </span>
                      </span>
                      <span className={added ? 'badge badge--success' : 'badge badge--info'}>{added ? 'Added' : 'Add'}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {rows && rows.length > SHOWN && <p className="form-note stocktake-find__none">More parts match: type more of the number or description.</p>}
        </div>
      )}
    </section>
  );
});

/**
 * /admin/parts: the parts catalogue. The search takes the focus, so a USB barcode scanner (which
 * types the code and presses Enter) opens the part scanned; Scan does the same with the camera
 * where the browser can read barcodes. The active parts by part number, each with its bin, stock
 * and sell price; a row opens the part (its stock, moves and fields). Add Part, Stocktake (a bin
 * counted, on its own page), and the suppliers with their price files.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { formatMoney } from '../../../shared/money';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { Button, ButtonLink } from '../ui/Button';
import { DataTable, RowOpenButton, type Column } from '../ui/DataTable';
import { Field } from '../ui/Field';
import { PagedRows } from '../ui/MorePages';
import { useNotices } from '../ui/Notices';
import { PageHeader } from '../ui/States';
import { AddPartDialog } from './AddPartDialog';
import { formatQuantity, isLow, type Part } from './part-draft';
import { PartDialog } from './PartDialog';
import { ScanButton } from './ScanButton';
import { SuppliersSection } from './SuppliersSection';
import { usePartSearch } from './use-part-search';
import '../styles/admin-parts.css';

export default function PartsPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Parts', businessName);
  const uid = useId();
  const location = useLocation();
  const notices = useNotices();
  const searchBox = useRef<HTMLInputElement>(null);
  // Arriving from the Activity page opens the part that was clicked there.
  const [openId, setOpenId] = useState<string | null>(() => (location.state as { open?: string } | null)?.open ?? null);
  const [adding, setAdding] = useState(false);
  const search = usePartSearch(setOpenId);
  const { rows } = search.pages;

  useEffect(() => {
    searchBox.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search.enter();
  }

  /** Set when a part closes: the search, given the focus back, selects its text, so the next scan replaces the code shown. */
  const selectOnFocus = useRef(false);

  function closePart() {
    selectOnFocus.current = true;
    setOpenId(null);
  }

  function onSearchFocus() {
    if (!selectOnFocus.current) return;
    selectOnFocus.current = false;
    window.requestAnimationFrame(() => searchBox.current?.select());
  }

  const columns: ReadonlyArray<Column<Part>> = [
    {
      header: 'Part number',
      kind: 'nowrap',
      cell: (part) => (
        <RowOpenButton onOpen={() => setOpenId(part.id)} className="cell-main">
          {part.partNumber}
        </RowOpenButton>
      ),
    },
    { header: 'Description', kind: 'message', cell: (part) => part.description },
    { header: 'Brand', cell: (part) => part.brand || '—' },
    { header: 'Bin', kind: 'nowrap', cell: (part) => part.bin || '—' },
    {
      header: 'Available / on hand',
      kind: 'num',
      cell: (part) => (
        <>
          {isLow(part) && <span className="badge badge--warning">Low</span>} {formatQuantity(part.available)} / {formatQuantity(part.onHand)}
        </>
      ),
    },
    { header: 'Sell price', kind: 'num', cell: (part) => formatMoney(part.sellCents) },
  ];

  return (
    <div className="admin-page parts-page">
      <PageHeader
        title="Parts"
        description="The parts the workshop stocks: find one by its number, barcode or words of its description or brand."
        actions={
          <>
            <ButtonLink to="/admin/parts/stocktake" variant="secondary">
              Stocktake
            </ButtonLink>
            <Button variant="primary" icon="plus" onClick={() => setAdding(true)}>
              Add Part
            </Button>
          </>
        }
      />

      <section className="panel parts-search" role="search" aria-label="Parts">
        <Field id={`${uid}-q`} label="Search parts">
          <div className="parts-search__row">
            <input
              ref={searchBox}
              id={`${uid}-q`}
              type="search"
              value={search.text}
              onChange={(e) => search.type(e.target.value)}
              onKeyDown={onKeyDown}
              onFocus={onSearchFocus}
              placeholder="e.g. DB1234 or brake pads"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${uid}-q-hint`}
            />
            <ScanButton onRead={(code) => search.enter(code)} />
          </div>
          <p id={`${uid}-q-hint`} className="form-note">
            Scan a barcode, or type a part number, a barcode, or words of the description or brand.
          </p>
        </Field>
      </section>

      <section aria-label="Part list" aria-busy={search.settling}>
        <PagedRows
          pages={search.pages}
          settling={search.settling}
          noun={['part', 'parts']}
          emptyIcon="database"
          empty={search.q ? `No part matches “${search.q}”.` : 'No parts yet. Add the parts you stock with Add Part.'}
        >
          {(parts) => (
            <div className="panel">
              <DataTable
                className="parts-table"
                rows={parts}
                rowKey={(part) => part.id}
                columns={columns}
                onRowClick={(part) => setOpenId(part.id)}
                rowTestId="part-row"
                caption="Parts, by part number"
              />
            </div>
          )}
        </PagedRows>
        {rows && rows.length > 0 && (
          <p className="sr-only" aria-live="polite">
            {rows.length} {rows.length === 1 ? 'part' : 'parts'} shown{search.pages.hasMore ? ', more below' : ''}.
          </p>
        )}
      </section>

      <SuppliersSection />

      {adding && (
        <AddPartDialog
          onClose={() => setAdding(false)}
          onAdded={(part) => {
            setAdding(false);
            notices.success(`${part.partNumber} is added.`);
          }}
        />
      )}
      {openId && (
        <PartDialog
          partId={openId}
          onClose={closePart}
          onArchived={(message) => {
            closePart();
            notices.success(message);
          }}
        />
      )}
    </div>
  );
}

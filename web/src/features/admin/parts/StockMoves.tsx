/**
 * A part's recent stock moves, newest first, a page at a time: when (in the workshop's time) and by
 * whom, what (received, fitted, returned, adjusted, counted), the quantity with its sign, the stock
 * on hand it left, and why.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { AdminStockMovesDocument, type AdminStockMoveFragment } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { DataTable, type Column } from '../ui/DataTable';
import { PagedRows } from '../ui/MorePages';
import { useConnectionPages } from '../ui/paged-list';
import { formatQuantity, formatSignedQuantity, moveKindLabel } from './part-draft';

type StockMove = AdminStockMoveFragment;

const MOVES_PAGE = 20;

const COLUMNS: ReadonlyArray<Column<StockMove>> = [
  {
    header: 'When',
    kind: 'nowrap',
    cell: (move) => (
      <>
        <time dateTime={move.at}>{formatDateTime(move.at)}</time>
        <span className="cell-sub">by {move.byName}</span>
      </>
    ),
  },
  { header: 'Kind', cell: (move) => moveKindLabel(move.kind) },
  { header: 'Quantity', kind: 'num', cell: (move) => <span className={move.quantity < 0 ? 'part-move--out' : 'part-move--in'}>{formatSignedQuantity(move.quantity)}</span> },
  { header: 'On hand after', kind: 'num', cell: (move) => formatQuantity(move.onHandAfter) },
  {
    header: 'Reason',
    kind: 'message',
    cell: (move) => (
      <>
        {move.reason || (move.jobCardId ? '' : '—')}
        {move.jobCardId && (
          <>
            {move.reason ? ' · ' : ''}
            <Link to={`/admin/jobcards/${move.jobCardId}`}>Job card</Link>
          </>
        )}
      </>
    ),
  },
];

export function StockMoves({ partId }: { partId: string }) {
  const uid = useId();
  const pages = useConnectionPages(AdminStockMovesDocument, 'stockMoves', { partId, limit: MOVES_PAGE }, { fetchPolicy: 'cache-and-network' });
  return (
    <section className="part-section part-moves" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="part-section__title">
        Recent moves
      </h3>
      <PagedRows pages={pages} settling={false} noun={['move', 'moves']} emptyIcon="history" empty="No stock moves yet: an adjustment, a delivery or a fitting shows here.">
        {(rows) => <DataTable className="part-moves__table" rows={rows} rowKey={(move) => move.id} columns={COLUMNS} rowTestId="stock-move" caption="Stock moves, newest first" />}
      </PagedRows>
    </section>
  );
}

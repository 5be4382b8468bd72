/**
 * /admin/board: the workshop's live job board. Every open job card in columns by stage (Booked in,
 * In progress, Waiting for approval, Waiting for parts, Ready for pickup) and the jobs invoiced
 * today; the `jobBoard` subscription pushes the board afresh after any job card, invoice or time
 * clock change, by anyone. A card is moved by dragging it to another column, or with its 'Move
 * to…' list; it shows in its new column at once, and back where it was if the move is refused.
 * On a phone the columns scroll sideways, one to a screen, and a row of buttons above them goes
 * to each.
 */
import { useId, useState } from 'react';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { DndContext, DragOverlay, MouseSensor, pointerWithin, TouchSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { AdminJobBoardChangedDocument, AdminJobBoardDocument, AdminMoveJobCardDocument, type BoardStage } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage } from '../errors';
import { useMe } from '../session/use-me';
import { useNotices } from '../ui/Notices';
import { EmptyState, LoadFailed, LoadingState, PageHeader } from '../ui/States';
import { BoardColumn, columnId } from './BoardColumn';
import { CardFace } from './BoardCard';
import { canMoveTo, cardName, MOVE_TARGETS, withMoves, type BoardCardData } from './board-model';
import '../styles/admin-board.css';

const HINT = 'Drag it with a mouse or finger to another column, or use its Move to… list.';

function cardOf(data: unknown): BoardCardData | undefined {
  return (data as { card?: BoardCardData } | undefined)?.card;
}
function titleOf(data: unknown): string {
  return (data as { title?: string } | undefined)?.title ?? 'no column';
}

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${cardName(cardOf(active.data.current)!)}.`,
  onDragOver: ({ over }) => (over ? `Over ${titleOf(over.data.current)}.` : 'Not over a column.'),
  onDragEnd: ({ over }) => (over ? `Moved to ${titleOf(over.data.current)}.` : 'Dropped where it was: nothing moved.'),
  onDragCancel: () => 'Moving cancelled: nothing moved.',
};

export default function BoardPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Job board', businessName);
  const client = useApolloClient();
  const notices = useNotices();
  const hintId = useId();
  // Technicians see the board; telling customers their car is ready is the front desk's.
  const staff = useMe().me?.role !== 'TECHNICIAN';
  const board = useQuery(AdminJobBoardDocument, { fetchPolicy: 'cache-and-network' });
  useSubscription(AdminJobBoardChangedDocument, {
    onData: ({ data }) => {
      const fresh = data.data?.jobBoard;
      if (fresh) client.writeQuery({ query: AdminJobBoardDocument, data: { jobBoard: fresh } });
    },
    onError: (error) => console.error('Live job board failed', error),
  });
  const [moveCard] = useMutation(AdminMoveJobCardDocument);
  // The cards being moved, by id, and the column each goes to: shown there until the move is recorded.
  const [moving, setMoving] = useState<ReadonlyMap<string, BoardStage>>(new Map());
  const [dragged, setDragged] = useState<BoardCardData | null>(null);
  const sensors = useSensors(
    // A press that moves less than this is a click: it follows the card's link or opens its list.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A finger holds a moment first, so the columns still scroll under it.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );

  async function move(card: BoardCardData, stage: BoardStage): Promise<void> {
    if (stage === card.stage || !canMoveTo(stage) || moving.has(card.jobCardId)) return;
    setMoving((m) => new Map(m).set(card.jobCardId, stage));
    try {
      const { data } = await moveCard({ variables: { id: card.jobCardId, stage } });
      if (data) client.writeQuery({ query: AdminJobBoardDocument, data: { jobBoard: data.moveJobCard } });
      const title = MOVE_TARGETS.find((t) => t.stage === stage)?.title ?? stage;
      notices.success(`${card.jobNumber} moved to ${title}.`);
    } catch (error) {
      notices.error(error);
    } finally {
      setMoving((m) => {
        const next = new Map(m);
        next.delete(card.jobCardId);
        return next;
      });
    }
  }

  const onDragStart = ({ active }: DragStartEvent) => setDragged(cardOf(active.data.current) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const card = cardOf(active.data.current);
    const stage = (over?.data.current as { stage?: BoardStage } | undefined)?.stage;
    if (card && stage) void move(card, stage);
  };

  const data = board.data?.jobBoard;
  const columns = data ? withMoves(data.columns, moving) : [];
  const empty = data !== undefined && columns.every((c) => c.cards.length === 0);

  return (
    <div className="admin-page board-page">
      <PageHeader title="Job board" description="Every open job, live. Drag a card to another column, or use Move to… on the card." />
      {!data ? (
        board.error ? (
          <LoadFailed message={errorMessage(board.error)} onRetry={() => void board.refetch().catch(() => undefined)} />
        ) : (
          <LoadingState label="Loading the board…" />
        )
      ) : empty ? (
        <EmptyState icon="check">No open jobs</EmptyState>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={pointerWithin}
          autoScroll={{ threshold: { x: 0.1, y: 0.1 } }}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragged(null)}
          accessibility={{ announcements, screenReaderInstructions: { draggable: HINT } }}
        >
          <p id={hintId} hidden>
            {HINT}
          </p>
          <nav className="board-jump" aria-label="Board columns">
            {columns.map((column) => (
              <button
                key={column.stage}
                type="button"
                className="board-jump__button"
                onClick={() => document.getElementById(columnId(column.stage))?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' })}
              >
                {column.title} <span className="board-jump__count">{column.cards.length}</span>
              </button>
            ))}
          </nav>
          <div className={`board-columns${dragged ? ' is-dragging' : ''}`} data-testid="job-board">
            {columns.map((column) => (
              <BoardColumn key={column.stage} column={column} dragging={dragged !== null} moving={moving} onMove={(card, stage) => void move(card, stage)} hintId={hintId} notify={staff} />
            ))}
          </div>
          <DragOverlay dropAnimation={null}>
            {dragged && (
              <div className="board-card is-overlay">
                <CardFace card={dragged} />
              </div>
            )}
          </DragOverlay>
        </DndContext>
      )}
    </div>
  );
}

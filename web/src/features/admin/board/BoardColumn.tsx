/** One column of the board: its title and count, its cards, and a drop target while a card is dragged (not Invoiced today). */
import { useDroppable } from '@dnd-kit/core';
import type { BoardStage } from '../../../gql/graphql';
import { BoardCard } from './BoardCard';
import { canMoveTo, type BoardCardData, type BoardColumnData } from './board-model';

interface BoardColumnProps {
  column: BoardColumnData;
  dragging: boolean;
  moving: ReadonlyMap<string, BoardStage>;
  onMove: (card: BoardCardData, stage: BoardStage) => void;
  hintId: string;
  /** 'Notify customer' on its cards ready for pickup (staff; not technicians). */
  notify?: boolean;
}

/** The column's element id: what the phone's column buttons scroll to. */
export function columnId(stage: BoardStage): string {
  return `board-${stage.toLowerCase().replaceAll('_', '-')}`;
}

export function BoardColumn({ column, dragging, moving, onMove, hintId, notify = false }: BoardColumnProps) {
  const target = canMoveTo(column.stage);
  const { setNodeRef, isOver } = useDroppable({ id: column.stage, data: { stage: column.stage, title: column.title }, disabled: !target });
  const titleId = `board-column-${column.stage}`;
  const classes = ['board-column', `board-column--${columnId(column.stage).slice('board-'.length)}`, dragging && target && 'is-target', isOver && target && 'is-over'].filter(Boolean).join(' ');
  return (
    <section ref={setNodeRef} id={columnId(column.stage)} className={classes} aria-labelledby={titleId} data-testid={`board-column-${column.stage}`}>
      <h2 id={titleId} className="board-column__title">
        {column.title}
        <span className="board-column__count" aria-label={`${column.cards.length} ${column.cards.length === 1 ? 'job' : 'jobs'}`}>
          {column.cards.length}
        </span>
      </h2>
      {column.cards.length ? (
        <ul className="board-column__cards">
          {column.cards.map((card) => (
            <li key={card.jobCardId}>
              <BoardCard card={card} moving={moving.has(card.jobCardId)} onMove={onMove} hintId={hintId} notify={notify} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="board-column__empty">No jobs</p>
      )}
    </section>
  );
}

/**
 * One job card on the board: its number (a link to the card), rego and car, customer, who is
 * clocked on it with the running clock, 'Notify customer' once it is ready for pickup, and 'Move to…', the keyboard's and screen reader's way to
 * what dragging does. Dragged by mouse, or by a finger held a moment (so the page still scrolls).
 */
import { useId } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Link } from 'react-router';
import type { BoardStage } from '../../../gql/graphql';
import { STATUS_LABELS, statusTone } from '../jobcards/job-status';
import { NotifyReadyButton } from '../jobcards/NotifyReadyButton';
import { AdminIcon } from '../ui/AdminIcon';
import { canMoveTo, cardName, carOf, clockText, clockWords, MOVE_TARGETS, type BoardCardData } from './board-model';
import { useNow } from './use-now';

interface BoardCardProps {
  card: BoardCardData;
  /** The card is being moved (its move not recorded yet). */
  moving: boolean;
  onMove: (card: BoardCardData, stage: BoardStage) => void;
  hintId: string;
  /** 'Notify customer' on a card ready for pickup (staff; not technicians). */
  notify?: boolean;
}

export function BoardCard({ card, moving, onMove, hintId, notify = false }: BoardCardProps) {
  const movable = canMoveTo(card.stage) && !moving;
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: card.jobCardId, data: { card }, disabled: !movable });
  const selectId = useId();
  const name = cardName(card);
  return (
    <article
      ref={setNodeRef}
      className={`board-card${isDragging ? ' is-dragging' : ''}${moving ? ' is-moving' : ''}`}
      aria-label={name}
      aria-describedby={movable ? hintId : undefined}
      data-testid="board-card"
      {...(movable ? listeners : {})}
    >
      <CardFace card={card} />
      {card.stage === 'READY_FOR_PICKUP' && notify && (
        <div className="board-card__notify">
          <NotifyReadyButton jobCardId={card.jobCardId} readyNotifiedAt={card.readyNotifiedAt} />
        </div>
      )}
      {canMoveTo(card.stage) && (
        <div className="board-card__move">
          <label htmlFor={selectId} className="sr-only">
            Move {card.jobNumber} to
          </label>
          <select
            id={selectId}
            value=""
            disabled={moving}
            onChange={(e) => {
              const stage = e.target.value as BoardStage;
              if (stage) onMove(card, stage);
            }}
          >
            <option value="">{moving ? 'Moving…' : 'Move to…'}</option>
            {MOVE_TARGETS.filter((t) => t.stage !== card.stage).map((t) => (
              <option key={t.stage} value={t.stage}>
                {t.title}
              </option>
            ))}
          </select>
        </div>
      )}
    </article>
  );
}

/** The card's text (also what the dragged copy shows). */
export function CardFace({ card }: { card: BoardCardData }) {
  const car = carOf(card);
  return (
    <>
      <header className="board-card__head">
        <Link to={`/admin/jobcards/${card.jobCardId}`} className="board-card__number">
          {card.jobNumber}
        </Link>
        <span className={`badge ${statusTone(card.status)}`}>{STATUS_LABELS[card.status]}</span>
      </header>
      <p className="board-card__car">
        <span className="board-card__rego">{card.carRego}</span>
        {car && <span> {car}</span>}
      </p>
      <p className="board-card__customer">{card.customerName}</p>
      {card.technicians.length > 0 ? (
        <ul className="board-card__techs">
          {card.technicians.map((t) => (
            <li key={`${t.name}-${t.since}`}>
              <AdminIcon name="clock" size={16} />
              <span className="board-card__tech">{t.name}</span>
              <RunningClock since={t.since} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="board-card__nobody">Nobody clocked on</p>
      )}
    </>
  );
}

function RunningClock({ since }: { since: string }) {
  const now = useNow();
  return (
    <time className="board-card__clock" dateTime={since} title={clockWords(since, now)}>
      {clockText(since, now)}
    </time>
  );
}

/**
 * The job board's model: the stages staff can move a card to (every column but Invoiced today:
 * invoicing is its own step, on the job card), a card's car and name as they are read out, a move
 * shown at once while the server records it, and the running clock's text.
 */
import type { AdminBoardCardFragment, AdminJobBoardFragment, BoardStage } from '../../../gql/graphql';

export type BoardCardData = AdminBoardCardFragment;
export type BoardColumnData = AdminJobBoardFragment['columns'][number];

/** The columns a card may be moved to, with their titles. */
export const MOVE_TARGETS: ReadonlyArray<{ stage: BoardStage; title: string }> = [
  { stage: 'BOOKED_IN', title: 'Booked in' },
  { stage: 'IN_PROGRESS', title: 'In progress' },
  { stage: 'WAITING_FOR_APPROVAL', title: 'Waiting for approval' },
  { stage: 'WAITING_FOR_PARTS', title: 'Waiting for parts' },
  { stage: 'READY_FOR_PICKUP', title: 'Ready for pickup' },
];

export function canMoveTo(stage: BoardStage): boolean {
  return stage !== 'INVOICED_TODAY';
}

/** "Toyota Corolla", or '' when neither is known. */
export function carOf(card: Pick<BoardCardData, 'vehicleMake' | 'vehicleModel'>): string {
  return [card.vehicleMake, card.vehicleModel].filter(Boolean).join(' ');
}

/** What a screen reader hears for a card: 'JC-000123, ABC123 Toyota Corolla, Alex Nguyen'. */
export function cardName(card: BoardCardData): string {
  return [card.jobNumber, [card.carRego, carOf(card)].filter(Boolean).join(' '), card.customerName].join(', ');
}

/** The columns with the cards being moved shown in their new column already (at its end). */
export function withMoves(columns: readonly BoardColumnData[], moving: ReadonlyMap<string, BoardStage>): BoardColumnData[] {
  if (!moving.size) return [...columns];
  const moved = columns.flatMap((c) => c.cards).filter((card) => moving.has(card.jobCardId));
  return columns.map((column) => ({
    ...column,
    cards: [
      ...column.cards.filter((card) => !moving.has(card.jobCardId)),
      ...moved.filter((card) => moving.get(card.jobCardId) === column.stage).map((card) => ({ ...card, stage: column.stage })),
    ],
  }));
}

/** The running clock: m:ss under an hour ("7:05", "42:10"), h:mm from an hour ("1:05"), from `since` to `now`. */
export function clockText(since: string | Date, now: number): string {
  const seconds = Math.max(0, Math.floor((now - new Date(since).getTime()) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  if (seconds < 3600) return `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}`;
}

/** The clock in words: "on for 42 minutes", "on for 1 hour 5 minutes". */
export function clockWords(since: string | Date, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `on for ${hours ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(rest, 'minute')}`;
}

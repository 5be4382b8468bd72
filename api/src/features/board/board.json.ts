/** The job board as REST answers it: ids as `_id`, stages in kebab case, times as ISO text. */
import type { BoardCard, JobBoard } from './board.types.js';

function cardJson(card: BoardCard) {
  return {
    _id: card.jobCardId,
    jobNumber: card.jobNumber,
    status: card.status,
    stage: card.stage,
    car: { rego: card.carRego, make: card.vehicleMake, model: card.vehicleModel },
    customerName: card.customerName,
    technicians: card.technicians.map((t) => ({ name: t.name, since: t.since.toISOString() })),
    waitingForPartsSince: card.waitingForPartsSince?.toISOString() ?? null,
    readyNotifiedAt: card.readyNotifiedAt?.toISOString() ?? null,
    invoicedAt: card.invoicedAt?.toISOString() ?? null,
    createdAt: card.createdAt.toISOString(),
  };
}

export function jobBoardJson(board: JobBoard) {
  return { date: board.date, columns: board.columns.map((column) => ({ stage: column.stage, title: column.title, cards: column.cards.map(cardJson) })) };
}

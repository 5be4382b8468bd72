/** The job board as REST answers it: ids as `_id`, stages in kebab case, times as ISO text. */
import { json } from '../../shared/json-schema.js';
import type { BoardCard, JobBoard } from './board.types.js';

const maybeText = json.nullable(json.string());

const boardCardSchema = json.object({
  _id: json.id(),
  jobNumber: json.string(),
  status: json.string(),
  stage: json.string(),
  car: json.object({ rego: maybeText, make: maybeText, model: maybeText }),
  customerName: json.string(),
  technicians: json.array(json.object({ name: json.string(), since: json.dateTime() })),
  waitingForPartsSince: json.nullable(json.dateTime()),
  readyNotifiedAt: json.nullable(json.dateTime()),
  invoicedAt: json.nullable(json.dateTime()),
  createdAt: json.dateTime(),
});

/** The job board: its columns by stage, each with its cards. */
export const jobBoardSchema = json.named(
  'JobBoard',
  json.object({ date: json.date(), columns: json.array(json.object({ stage: json.string(), title: json.string(), cards: json.array(boardCardSchema) })) }),
);

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

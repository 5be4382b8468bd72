/**
 * The job board: every open job card in columns by stage, with who is clocked on it now, and the
 * cards invoiced today; and moving a card to another column. A move to a status's column is the
 * job card's own status change (its rules, its audit line, its announcement); Waiting for parts is
 * a Work In Progress card's wait (the job cards' waitForParts), and Invoiced today is reached only
 * by invoicing the job.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { addDays, fromLocal, toLocal, type Clock } from '../../shared/time.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import type { JobCardService } from '../jobcards/jobcard.service.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { jobNumberLabel, waitForParts } from '../jobcards/public.js';
import { boardRows, openClocks, type BoardRow, type OpenClock } from './board-read.js';
import { BOARD_COLUMNS, BoardStage, MOVABLE_STAGES, stageOf, statusFor } from './board-stage.js';
import type { BoardCard, JobBoard } from './board.types.js';

const NOT_FOUND = 'Job card not found.';
const INVOICING_ONLY = 'A job is invoiced from its job card (Complete Job & Generate Invoice), not from the board.';
const BAD_STAGE = `stage must be one of ${MOVABLE_STAGES.join(', ')}.`;

export interface BoardDeps {
  clock: Clock;
  timeZone: string;
  changes: ChangeUnit;
  jobcards: JobCardService;
}

export class BoardService {
  constructor(private readonly deps: BoardDeps) {}

  async board(em: EntityManager): Promise<JobBoard> {
    const date = toLocal(this.deps.clock.now(), this.deps.timeZone).date;
    const start = fromLocal(date, '00:00', this.deps.timeZone);
    const end = fromLocal(addDays(date, 1), '00:00', this.deps.timeZone);
    const [rows, clocks] = await Promise.all([boardRows(em, start, end), openClocks(em.fork())]);
    const onCard = new Map<string, OpenClock[]>();
    for (const clock of clocks) onCard.set(clock.jobCardId, [...(onCard.get(clock.jobCardId) ?? []), clock]);
    const cards = rows.map((row) => cardOf(row, onCard.get(row.jobCardId) ?? []));
    return {
      date,
      columns: BOARD_COLUMNS.map(({ stage, title }) => ({
        stage,
        title,
        cards: stage === BoardStage.INVOICED_TODAY ? cards.filter((c) => c.stage === stage).sort((a, b) => a.invoicedAt!.getTime() - b.invoicedAt!.getTime()) : cards.filter((c) => c.stage === stage),
      })),
    };
  }

  /**
   * Moves the card to `stage`: its status becomes the stage's (when it is not already), and its
   * wait for parts begins (Waiting for parts) or ends (any other column). Answers the board after
   * the move. An unknown stage and Invoiced today are refused (400), an Invoiced card too (409).
   */
  async move(em: EntityManager, id: string, stage: unknown): Promise<JobBoard> {
    if (stage === BoardStage.INVOICED_TODAY) throw AppError.badInput(INVOICING_ONLY);
    if (!MOVABLE_STAGES.includes(stage as BoardStage)) throw AppError.badInput(BAD_STAGE);
    const to = stage as BoardStage;
    const card = isId(id) ? await em.fork().findOne(JobCard, { _id: id }, { fields: ['status', 'termsAccepted', 'waitingForPartsSince'] }) : null;
    if (!card) throw AppError.notFound(NOT_FOUND);
    const status = statusFor(to, card);
    if (status !== card.status) await this.deps.jobcards.update(em, id, { status });
    const waiting = to === BoardStage.WAITING_FOR_PARTS;
    // A change of status has ended a wait already; a card that keeps its status ends it here.
    if (waiting || (card.waitingForPartsSince && status === card.status)) await waitForParts(this.deps, em, id, waiting);
    return this.board(em);
  }
}

function cardOf(row: BoardRow, clocks: OpenClock[]): BoardCard {
  const { number, ...card } = row;
  return {
    ...card,
    jobNumber: jobNumberLabel(number),
    stage: stageOf(row.status, row.waitingForPartsSince !== null),
    technicians: clocks.map(({ name, since }) => ({ name, since })),
  };
}

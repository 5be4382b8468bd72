/**
 * The job board's columns (stages) and where each card stands: a stage is read from the card's
 * status, but for Waiting for parts (a Work In Progress card waiting for parts) and Invoiced today
 * (a card whose invoice was issued today, workshop time).
 */
import { registerEnumType } from 'type-graphql';
import { JobStatus } from '../jobcards/public.js';

export enum BoardStage {
  BOOKED_IN = 'booked-in',
  IN_PROGRESS = 'in-progress',
  WAITING_FOR_APPROVAL = 'waiting-for-approval',
  WAITING_FOR_PARTS = 'waiting-for-parts',
  READY_FOR_PICKUP = 'ready-for-pickup',
  INVOICED_TODAY = 'invoiced-today',
}
registerEnumType(BoardStage, {
  name: 'BoardStage',
  description: 'A column of the job board; REST names it in kebab case (e.g. "waiting-for-parts").',
});

/** The columns in order, with their titles. */
export const BOARD_COLUMNS: ReadonlyArray<{ stage: BoardStage; title: string }> = [
  { stage: BoardStage.BOOKED_IN, title: 'Booked in' },
  { stage: BoardStage.IN_PROGRESS, title: 'In progress' },
  { stage: BoardStage.WAITING_FOR_APPROVAL, title: 'Waiting for approval' },
  { stage: BoardStage.WAITING_FOR_PARTS, title: 'Waiting for parts' },
  { stage: BoardStage.READY_FOR_PICKUP, title: 'Ready for pickup' },
  { stage: BoardStage.INVOICED_TODAY, title: 'Invoiced today' },
];

/** The stages a card may be moved to: every one but Invoiced today (invoicing is its own step, on the job card). */
export const MOVABLE_STAGES: readonly BoardStage[] = BOARD_COLUMNS.map((c) => c.stage).filter((s) => s !== BoardStage.INVOICED_TODAY);

/** The statuses of the cards on the board besides today's invoiced ones: every open status. */
export const OPEN_STATUSES: readonly JobStatus[] = [
  JobStatus.PENDING_DIAGNOSIS,
  JobStatus.WORK_IN_PROGRESS,
  JobStatus.PENDING_QUOTE_APPROVAL,
  JobStatus.COMPLETED,
  JobStatus.COMPLETED_POLICY_NOT_ACCEPTED,
];

/** The column of a card: by its status, a Work In Progress card waiting for parts in Waiting for parts. */
export function stageOf(status: JobStatus, waitingForParts: boolean): BoardStage {
  switch (status) {
    case JobStatus.PENDING_DIAGNOSIS:
      return BoardStage.BOOKED_IN;
    case JobStatus.WORK_IN_PROGRESS:
      return waitingForParts ? BoardStage.WAITING_FOR_PARTS : BoardStage.IN_PROGRESS;
    case JobStatus.PENDING_QUOTE_APPROVAL:
      return BoardStage.WAITING_FOR_APPROVAL;
    case JobStatus.COMPLETED:
    case JobStatus.COMPLETED_POLICY_NOT_ACCEPTED:
      return BoardStage.READY_FOR_PICKUP;
    case JobStatus.INVOICED:
      return BoardStage.INVOICED_TODAY;
  }
}

/**
 * The status a card moved to `stage` takes: its own where the stage already holds it (a card ready
 * for pickup stays Completed or Completed - Policy Not Accepted), else the stage's; ready for pickup
 * is Completed once the customer signed the terms, else Completed - Policy Not Accepted.
 */
export function statusFor(stage: BoardStage, card: { status: JobStatus; termsAccepted: boolean }): JobStatus {
  switch (stage) {
    case BoardStage.BOOKED_IN:
      return JobStatus.PENDING_DIAGNOSIS;
    case BoardStage.IN_PROGRESS:
    case BoardStage.WAITING_FOR_PARTS:
      return JobStatus.WORK_IN_PROGRESS;
    case BoardStage.WAITING_FOR_APPROVAL:
      return JobStatus.PENDING_QUOTE_APPROVAL;
    case BoardStage.READY_FOR_PICKUP:
      if (card.status === JobStatus.COMPLETED || card.status === JobStatus.COMPLETED_POLICY_NOT_ACCEPTED) return card.status;
      return card.termsAccepted ? JobStatus.COMPLETED : JobStatus.COMPLETED_POLICY_NOT_ACCEPTED;
    case BoardStage.INVOICED_TODAY:
      return JobStatus.INVOICED;
  }
}

/**
 * Waiting for parts (the job board): a card in progress waits for parts from a moment, or its wait
 * ends. Only a Work In Progress card waits; any change of its status ends the wait (the
 * database's rule, db/sql/job-card-parts-wait.sql). The wait is not part of the card's editing, so
 * it leaves the revision as it is: an open editor's next autosave is not refused for it.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import type { Clock } from '../../shared/time.js';
import type { ChangeUnit, Effects } from '../../platform/outbox/public.js';
import { cardChanged } from './jobcard-changes.js';
import { step } from './jobcard-life.js';
import { JobStatus } from './jobcard-status.js';
import { JobCard } from './jobcard.entity.js';

const NOT_FOUND = 'Job card not found.';
const ONLY_IN_PROGRESS = 'Only a job in progress can wait for parts. Move it to In progress first.';

/** Starts (`waiting`) or ends the card's wait for parts; a card already so is left as it is. Answers the card. */
export async function waitForParts(deps: { changes: ChangeUnit; clock: Clock }, em: EntityManager, id: string, waiting: boolean): Promise<JobCard> {
  return deps.changes.run(em, async (tx, effects) => {
    const card = isId(id) ? await tx.findOne(JobCard, { _id: id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }) : null;
    if (!card) throw AppError.notFound(NOT_FOUND);
    step(card, 'edit');
    if (waiting && card.status !== JobStatus.WORK_IN_PROGRESS) throw AppError.conflict(ONLY_IN_PROGRESS);
    if (Boolean(card.waitingForPartsSince) === waiting) return card;
    await setWait(tx, effects, card, waiting ? deps.clock.now() : null);
    return card;
  });
}

async function setWait(tx: EntityManager, effects: Effects, card: JobCard, since: Date | null, why?: string): Promise<void> {
  const was = Boolean(card.waitingForPartsSince);
  card.waitingForPartsSince = since;
  await tx.flush();
  cardChanged(effects, card, 'updated', {
    action: 'jobcard.updated',
    summary: `Job card for ${card.customerName} (${card.carRego}) ${since ? 'waiting for parts' : 'no longer waiting for parts'}${why ? ` (${why})` : ''}`,
    changes: { waitingForParts: [was, Boolean(since)] },
  });
}

/**
 * In the caller's transaction: the cards of `ids` (those that exist) start waiting for parts from
 * `since` (those in progress and not waiting yet), or stop waiting (`since` null; those waiting),
 * `why` saying what made them (e.g. "PO-000012 ordered"). Answers the cards found, locked.
 */
export async function setPartsWait(tx: EntityManager, effects: Effects, ids: readonly string[], since: Date | null, why: string): Promise<JobCard[]> {
  const valid = ids.filter(isId);
  if (!valid.length) return [];
  const cards = await tx.find(JobCard, { _id: { $in: valid } }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { _id: 'asc' } });
  for (const card of cards) {
    if (since && (card.status !== JobStatus.WORK_IN_PROGRESS || card.waitingForPartsSince)) continue;
    if (!since && !card.waitingForPartsSince) continue;
    await setWait(tx, effects, card, since, why);
  }
  return cards;
}

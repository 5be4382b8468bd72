/**
 * One change unit: how a service changes data. `run` opens the transaction and hands the work a
 * collector of its effects; mail is queued into the outbox inside that transaction (so it goes
 * out exactly when the change commits), and only after the commit are live events published,
 * after-commit steps run (a cache updated in place) and the mail worker woken. Forgetting a
 * wake-up or a publish is no longer possible: a service declares effects, the unit applies them.
 * A unit run inside another's transaction (a service calling another) joins the outer unit, whose
 * commit releases both sets of effects.
 *
 * Who made a change and what it was (`audit`) is written into the audit trail in the same
 * transaction, with the actor of the work in progress (shared/actor.ts): a change that rolls back
 * leaves no record, and none is committed without its record.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { currentActor, type Actor } from '../../shared/actor.js';
import type { Events, PubSub, Topic } from '../../shared/pubsub.js';
import type { Clock } from '../../shared/time.js';
import { AuditEvent } from '../audit/audit-event.entity.js';
import type { AuditEntry } from '../audit/audit.types.js';
import type { QueuedMail } from '../mail/public.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { ChangeKind } from './announcements.js';

/** A change a unit announced (`effects.changed`): its declared kind and its facts. */
export interface Announced {
  readonly kind: ChangeKind<unknown>;
  readonly facts: unknown;
}

/**
 * Work another part does inside the transaction of every change unit that announced changes
 * (webhook deliveries, an accounting sync queued): written with the change, so both commit or
 * neither. It may declare effects of its own (an after-commit wake-up). A change written by a
 * statement of its own (`committed`) does not reach it: that statement queues its own work.
 */
export type InTransaction = (tx: EntityManager, changes: readonly Announced[], effects: Effects) => Promise<void>;

export interface Effects {
  /** Recorded in the audit trail, in this transaction, with the actor of the work in progress. */
  audit(entry: AuditEntry): void;
  /** This change's audit rows name `actor`: someone the change itself makes known (a newcomer accepting an invitation). */
  actAs(actor: Actor): void;
  /** Queued into the outbox in this transaction. */
  mail(...mails: QueuedMail[]): void;
  /** Every event `kind` declares (announcements.ts), made from `facts`, published once the transaction has committed. */
  changed<F>(kind: ChangeKind<F>, facts: F): void;
  /** Published once the transaction has committed: an event no declared change raises (the entity's changes are announced by `changed`). */
  publish<T extends Topic>(topic: T, payload: Events[T]): void;
  /** Runs once the transaction has committed, before the events are published (awaited by `run`). */
  afterCommit(step: () => void | Promise<void>): void;
  /** Mail that a statement of this transaction wrote into the outbox itself (a set-based run): the worker is woken after the commit. */
  queuedMail(): void;
}

class Collected implements Effects {
  readonly mails: QueuedMail[] = [];
  readonly events: Array<[Topic, unknown]> = [];
  readonly steps: Array<() => void | Promise<void>> = [];
  readonly audits: AuditEntry[] = [];
  actor: Actor | null = null;
  /** Mail that a statement queued itself (the booking group-commit): the worker still needs waking. */
  queuedElsewhere = false;
  readonly announced: Announced[] = [];

  audit(entry: AuditEntry): void {
    this.audits.push(entry);
  }

  actAs(actor: Actor): void {
    this.actor = actor;
  }

  mail(...mails: QueuedMail[]): void {
    this.mails.push(...mails);
  }

  changed<F>(kind: ChangeKind<F>, facts: F): void {
    this.events.push(...kind.events(facts));
    this.announced.push({ kind: kind as ChangeKind<unknown>, facts });
  }

  publish<T extends Topic>(topic: T, payload: Events[T]): void {
    this.events.push([topic, payload]);
  }

  afterCommit(step: () => void | Promise<void>): void {
    this.steps.push(step);
  }

  queuedMail(): void {
    this.queuedElsewhere = true;
  }
}

export class ChangeUnit {
  /** The effects of each unit whose transaction is open, by its EntityManager. */
  private readonly open = new WeakMap<EntityManager, Collected>();
  private readonly inTransaction: InTransaction[] = [];

  constructor(private readonly deps: { outbox: OutboxService; pubsub: PubSub; clock: Clock }) {}

  /** Adds work done in the transaction of every unit that announces changes, after its own work (`InTransaction`). */
  alsoInTransaction(step: InTransaction): void {
    this.inTransaction.push(step);
  }

  /**
   * Runs `work` in one transaction on `em` (a request's own, or a fork), then applies its effects.
   * Its audit rows name the actor of the work in progress, or `options.actor` (a sign-in: the
   * member of staff signing in, before the request knows them).
   */
  async run<R>(em: EntityManager, work: (tx: EntityManager, effects: Effects) => Promise<R>, options: { actor?: Actor } = {}): Promise<R> {
    const outer = this.open.get(em);
    if (outer) return work(em, outer);
    const effects = new Collected();
    effects.actor = options.actor ?? null;
    const result = await em.transactional(async (tx) => {
      this.open.set(tx, effects);
      try {
        const answer = await work(tx, effects);
        if (effects.announced.length) for (const step of this.inTransaction) await step(tx, effects.announced, effects);
        await this.deps.outbox.enqueue(tx, effects.mails);
        await this.record(tx, effects.audits, effects.actor ?? currentActor());
        return answer;
      } finally {
        this.open.delete(tx);
      }
    });
    await this.settle(effects);
    return result;
  }

  /**
   * The effects of a change its own statement committed (the booking group-commit writes the
   * appointment and its mail in one statement): published and woken the same way.
   */
  committed(declare: (effects: Effects) => void, options: { mailQueued: boolean }): void {
    // Its steps must not be asynchronous: nothing would wait for them.
    const effects = new Collected();
    declare(effects);
    if (effects.mails.length) throw new Error('a committed change queues its mail in its own statement');
    if (effects.audits.length) throw new Error('a committed change writes its audit rows in its own statement');
    effects.queuedElsewhere = options.mailQueued;
    void this.settle(effects);
  }

  private async record(tx: EntityManager, audits: AuditEntry[], actor: Actor): Promise<void> {
    if (!audits.length) return;
    const at = this.deps.clock.now();
    await tx.insertMany(
      AuditEvent,
      audits.map((a) => ({
        at,
        actorKind: actor.kind,
        actorId: actor.id,
        actorName: actor.name,
        ip: actor.ip,
        action: a.action,
        entityType: a.entityType,
        entityId: a.entityId,
        summary: a.summary.slice(0, 500),
        changes: a.changes && Object.keys(a.changes).length ? a.changes : null,
      })),
    );
  }

  /** Steps start, events are published and the worker is woken before the first await: in order, at once. */
  private async settle(effects: Collected): Promise<void> {
    const steps = effects.steps.map((step) => step());
    for (const [topic, payload] of effects.events) this.deps.pubsub.publish(topic, payload as never);
    if (effects.mails.length || effects.queuedElsewhere) this.deps.outbox.notify();
    await Promise.all(steps);
  }
}

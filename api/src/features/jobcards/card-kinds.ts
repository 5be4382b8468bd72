/**
 * What a job card is for: a repair, or a kind another feature adds (a roadworthy inspection),
 * which starts its own record of the card in the card's creating transaction, so a card is never
 * left half a kind. A booking's service can name a kind ('Roadworthy certificate'), and a card
 * started from that booking is of it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import type { Effects } from '../../platform/outbox/public.js';

const REPAIR = 'repair';

/** The card just written: its id and the vehicle's rego as matched. */
export interface StartedCard {
  _id: string;
  regoKey: string;
}

interface CardKind {
  /** Whether a booking for this service is a card of this kind. */
  forService: (serviceType: string) => boolean;
  start: (tx: EntityManager, effects: Effects, card: StartedCard) => Promise<void>;
}

export class JobCardKinds {
  private readonly kinds = new Map<string, CardKind>();

  add(name: string, kind: CardKind): void {
    this.kinds.set(name, kind);
  }

  /** A kind sent by staff, checked: absent or 'repair' is a repair. */
  read(value: unknown): string {
    if (value === undefined || value === null || value === '' || value === REPAIR) return REPAIR;
    if (typeof value === 'string' && this.kinds.has(value)) return value;
    throw AppError.badInput(`A job card's kind is one of: ${[REPAIR, ...[...this.kinds.keys()].sort()].join(', ')}.`, { kind: ['Choose a kind of job card.'] });
  }

  /** The kind of a card started from a booking for this service. */
  ofService(serviceType: string): string {
    for (const [name, kind] of this.kinds) if (kind.forService(serviceType)) return name;
    return REPAIR;
  }

  async start(kind: string, tx: EntityManager, effects: Effects, card: StartedCard): Promise<void> {
    if (kind !== REPAIR) await this.kinds.get(kind)!.start(tx, effects, card);
  }
}

/**
 * Announcements: what an entity's changes tell the rest of the system, declared once beside the
 * entity. Each kind of change (an appointment booked, cancelled, moved…) names every live event it
 * raises and makes each payload from the facts of one change; a writer announces the change,
 * `effects.changed(appointmentChanges.booked, facts)`, and the change unit publishes all of that
 * kind's events once the transaction commits. A writer cannot forget one of them, and a cache
 * that listens to an entity's changes (`watchedTopics`) hears every kind it declares, those added
 * later included.
 */
import type { Events, PubSub, Topic } from '../../shared/pubsub.js';

/** The payload of each topic a kind of change raises, made from the facts of one change. */
export type Raises<F> = { readonly [T in Topic]?: (facts: F) => Events[T] };

/** One kind of change before `defineChanges` names it (made by `kind`). */
export interface KindSpec<F> {
  readonly raises: Raises<F>;
  /** Only carries the facts' type (never set). */
  readonly facts?: (facts: F) => void;
}

/** A declared kind of change of an entity: the topics it raises and their payloads. */
export interface ChangeKind<F> {
  /** The entity, e.g. 'appointment'. */
  readonly entity: string;
  /** The kind, e.g. 'booked'. */
  readonly name: string;
  /** Every topic one change of this kind raises, in the order they are published. */
  readonly topics: readonly Topic[];
  /** The events of one change: one per topic of `topics`. */
  events(facts: F): Array<[Topic, Events[Topic]]>;
}

/** An entity's declared kinds of change, by name. */
export type EntityChanges = Readonly<Record<string, ChangeKind<never>>>;

type Declared<K extends Record<string, KindSpec<never>>> = {
  readonly [N in keyof K]: K[N] extends KindSpec<infer F> ? ChangeKind<F> : never;
};

/**
 * A kind of change whose facts are `F`: the payload of each topic it raises, from those facts.
 * `kind<Booked>({ 'availability.changed': (a) => ({ dates: [a.date] }), 'appointment.booked': (a) => ({ … }) })`.
 */
export function kind<F>(raises: Raises<F>): KindSpec<F> {
  if (!Object.keys(raises).length) throw new Error('a kind of change raises at least one topic');
  return { raises };
}

/** Names an entity's kinds of change: `defineChanges('appointment', { booked: kind<…>({…}), cancelled: … })`. */
export function defineChanges<K extends Record<string, KindSpec<never>>>(entity: string, kinds: K): Declared<K> {
  const declared: Record<string, ChangeKind<never>> = {};
  for (const [name, spec] of Object.entries(kinds)) {
    const entries = Object.entries(spec.raises) as Array<[Topic, (facts: never) => Events[Topic]]>;
    declared[name] = Object.freeze({
      entity,
      name,
      topics: Object.freeze(entries.map(([topic]) => topic)),
      events: (facts: never) => entries.map(([topic, payload]): [Topic, Events[Topic]] => [topic, payload(facts)]),
    });
  }
  return Object.freeze(declared) as Declared<K>;
}

/** Every topic the kinds of `entities` raise, each once. */
export function topicsOf(...entities: EntityChanges[]): Topic[] {
  return [...new Set(entities.flatMap((e) => Object.values(e).flatMap((k) => k.topics)))];
}

/**
 * The topics that tell of every change of `entities` as a record: each kind's own events, without
 * 'availability.changed' beside them (it says only which dates' times moved; a blocked period's or
 * the bays' kinds raise nothing else, and are heard through it). For a live list or counter that
 * is made afresh after any change of those records: a kind declared later is heard as well.
 */
export function recordTopics(...entities: EntityChanges[]): Topic[] {
  const own = (k: ChangeKind<never>) => {
    const topics = k.topics.filter((topic) => topic !== 'availability.changed');
    return topics.length ? topics : k.topics;
  };
  return [...new Set(entities.flatMap((e) => Object.values(e).flatMap(own)))];
}

/**
 * The topics to listen to for every change of `entities`, where `through` (a topic that says
 * precisely what changed, e.g. the dates in 'availability.changed') is heard for each kind that
 * raises it, and each other kind through its own topics (a listener takes those as "anything may
 * have changed"). `through` itself is always among them: other entities may raise it too.
 */
export function watchedTopics(through: Topic, ...entities: EntityChanges[]): Topic[] {
  const topics = new Set<Topic>([through]);
  for (const entity of entities) {
    for (const k of Object.values(entity)) if (!k.topics.includes(through)) k.topics.forEach((t) => topics.add(t));
  }
  return [...topics];
}

/** One event heard: its topic and that topic's payload. */
export type Heard = { [T in Topic]: { topic: T; payload: Events[T] } }[Topic];

/** Calls `heard` with every event of `topics`; answers the function that stops listening. */
export function listen(pubsub: PubSub, topics: readonly Topic[], heard: (event: Heard) => void): () => void {
  const offs = topics.map((topic) => pubsub.on(topic, (payload) => heard({ topic, payload } as Heard)));
  return () => offs.forEach((off) => off());
}

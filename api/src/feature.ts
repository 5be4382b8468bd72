/**
 * What a feature declares about itself, once, in its `<name>.feature.ts`: its entities, mail
 * templates, services, GraphQL resolvers, REST routes and what it does when the app starts and
 * stops. The composition root (app.ts), the ORM, the mail module, the GraphQL schema and the
 * HTTP server all loop over the one list in features/index.ts; nothing else names a feature.
 *
 * A feature adds its services to `Services` (services.ts) and its live events to `Events`
 * (shared/pubsub.ts) by declaration merging, in its own folder. Its operations (edge/operation.ts)
 * are its GraphQL fields and REST routes, each declared once.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database, MigrationClass } from './db/orm.js';
import type { MailModule } from './platform/mail/mail.module.js';
import type { MailTemplate } from './platform/mail/mail-template.js';
import type { OutboxService } from './platform/outbox/outbox.service.js';
import type { ChangeUnit } from './platform/changes/change-unit.js';
import type { PubSub } from './shared/pubsub.js';
import type { RateLimitStore } from './db/rate-limit-store.js';
import type { Clock } from './shared/time.js';
import type { Services } from './services.js';
import type { Operation } from './edge/operation.js';
import type { RouteDoc } from './edge/route-doc.js';
import type { ApiArea } from './edge/api-scope.js';
import type { AuditActionKind } from './platform/audit/audit-actions.js';

export type { Services };

/** The server's logger, once it exists (features log through it from then on). */
export interface FeatureLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What every feature is built from: the app's shared parts and the services made before it. */
export interface FeatureDeps {
  config: Config;
  clock: Clock;
  db: Database;
  orm: MikroORM;
  pubsub: PubSub;
  outbox: OutboxService;
  /** The one way a service changes data: its transaction, then its effects (mail, events). */
  changes: ChangeUnit;
  mail: MailModule;
  limits: RateLimitStore;
  jwtSecret: string;
  /** Every feature's audit actions, in words. */
  auditActions: ReadonlyArray<AuditActionKind>;
  /** The services of the features listed before this one (later ones are not made yet). */
  services: Services;
  /** A fresh EntityManager, for work outside a request. */
  em(): EntityManager;
  /**
   * Whether the server is busy answering requests: background queues (mail, texts) then give way
   * between messages. False until the server is built (and in tests of the rules with no server).
   */
  serverBusy(): boolean;
}

/** What a feature's routes and resolvers are given: every service is made by then. */
export interface FeatureEdge {
  config: Config;
  db: Database;
  services: Services;
}

/**
 * A root query field whose whole answers may be kept (http/kept-answers.ts): `version` moves with
 * every change that could alter any of its answers, and is null while no answer may be kept
 * (e.g. changes of other instances cannot be heard).
 */
export interface KeptField {
  version(): number | null;
}

/** A GraphQL resolver class and how to make its one instance. */
export interface ResolverEntry {
  type: Function;
  create(edge: FeatureEdge): object;
}

export interface Feature {
  /** Its folder's name. */
  readonly name: string;
  readonly entities?: ReadonlyArray<Function>;
  /**
   * Its migrations (files in its own `migrations/` folder, made by `npm run migration:create -w api`),
   * run with everyone's in the order of their names.
   */
  readonly migrations?: ReadonlyArray<MigrationClass>;
  /**
   * The tables it owns (its entities' among them, and any view of its own): only its code writes
   * them, and raw SQL elsewhere names them only as it allows (`readModels`). Every table of the
   * database has one owner (a feature, the platform or the database layer), which
   * api/test/platform/table-ownership.test.ts holds to; an empty list: it owns none.
   */
  readonly tables?: readonly string[];
  /**
   * Its tables (or views) other features may read in raw SQL, each a deliberate choice: their
   * columns are then a contract with those readers. Any other read goes through its services, and
   * every write, always.
   */
  readonly readModels?: readonly string[];
  readonly templates?: ReadonlyArray<MailTemplate<unknown>>;
  /** Makes the feature's services (merged into `Services`). */
  services?(deps: FeatureDeps): Partial<Services>;
  /** The actions it writes into the audit trail, in words (platform/audit/audit-actions.ts). */
  readonly auditActions?: ReadonlyArray<AuditActionKind>;
  /** Its operations: each one GraphQL field and, where it has one, REST route (edge/operation.ts). */
  readonly operations?: ReadonlyArray<Operation>;
  /**
   * The area of API key scopes its operations are in (an operation may name another, or none);
   * without one, no API key may call them.
   */
  readonly apiArea?: ApiArea;
  /** Resolver classes for what operations do not cover: subscriptions and fields of its types. */
  readonly resolvers?: ReadonlyArray<ResolverEntry>;
  /** Root query fields (by name) whose whole answers may be kept between changes. */
  keptFields?(services: Services): Record<string, KeptField>;
  routes?(app: FastifyInstance, edge: FeatureEdge): void;
  /** The description of each route `routes` registers, for the API's description (edge/route-doc.ts). */
  readonly routeDocs?: ReadonlyArray<RouteDoc>;
  /** Once the server exists: hand the logger on, hook into other parts (e.g. the mail module). */
  ready?(deps: FeatureDeps, log: FeatureLog): void;
  /** Before the server is built, awaited: bring the database in line with the configuration. */
  prepare?(services: Services): Promise<void>;
  /** When the app starts serving (after it listens). */
  start?(services: Services): void;
  /** When the app stops (after the server stopped answering and the mail worker stopped). */
  close?(services: Services): Promise<void> | void;
}

/** Declares a feature (a typed identity, so a descriptor is checked where it is written). */
export function defineFeature(feature: Feature): Feature {
  return feature;
}

/**
 * The workshop's connection to one Xero organisation (one row, 'xero'): the Xero app it connects
 * through when saved in the app, the tenant chosen, and the tokens, sealed (settings' secret box)
 * so a dump or a backup never holds them in clear. Beside it, each authorization in progress (its
 * `state` and PKCE verifier, for ten minutes) and each customer's Xero contact.
 */
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

/** A Xero organisation the signed-in Xero user may connect. */
export interface XeroTenant {
  tenantId: string;
  tenantName: string;
}

@Entity({ tableName: 'xero_connection' })
export class XeroConnection {
  @PrimaryKey({ type: 'string', length: 10 })
  id: string & Opt = 'xero';

  /** The Xero app saved by an owner (XERO_CLIENT_ID wins); its secret is sealed in `clientSecretSealed`. */
  @Property({ type: 'string', length: 100, nullable: true })
  clientId?: string | null;

  @Property({ type: 'text', nullable: true })
  clientSecretSealed?: string | null;

  /** The organisation synced to; null while not connected (or while the owner picks one of `tenants`). */
  @Property({ type: 'string', length: 64, nullable: true })
  tenantId?: string | null;

  @Property({ type: 'string', length: 200, nullable: true })
  tenantName?: string | null;

  /** The organisations offered when the Xero user may connect several, until an owner picks one. */
  @Property({ type: 'json', columnType: 'jsonb', nullable: true })
  tenants?: XeroTenant[] | null;

  /** The access and refresh tokens as one sealed JSON object; null when disconnected. */
  @Property({ type: 'text', nullable: true })
  tokensSealed?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  accessExpiresAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  connectedAt?: Date | null;

  @Property({ type: 'string', length: 100, nullable: true })
  connectedBy?: string | null;

  /** When a document last reached Xero. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastSyncAt?: Date | null;

  /** Xero asked to wait (429): no call goes before this, from any instance. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  pausedUntil?: Date | null;
}

/** An owner's authorization in progress: the `state` sent to Xero, its PKCE verifier (sealed) and who asked, for ten minutes. */
@Entity({ tableName: 'xero_authorization' })
export class XeroAuthorization {
  @PrimaryKey({ type: 'string', length: 64 })
  state!: string;

  @Property({ type: 'text' })
  verifierSealed!: string;

  /** The owner who asked (their staff id and name, for the audit trail when Xero sends them back). */
  @Property({ type: 'string', columnType: 'char(24)' })
  ownerId!: string;

  @Property({ type: 'string', length: 100 })
  ownerName!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;
}

/** The Xero contact of a customer, found by email or created once: every later document goes to that contact. */
@Entity({ tableName: 'xero_contact' })
@Index({ name: 'xero_contact_contact_index', properties: ['contactId'] })
export class XeroContact {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  customerId!: string;

  @Property({ type: 'string', length: 64 })
  contactId!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  linkedAt: Date & Opt = new Date();
}

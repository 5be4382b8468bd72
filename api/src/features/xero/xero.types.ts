/** The Xero connection and each document's sync as GraphQL and REST answer them: never a token or a secret. */
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A Xero organisation the connected Xero user may sync to.' })
class XeroTenantChoice {
  @Field(() => String)
  tenantId!: string;

  @Field(() => String)
  tenantName!: string;
}

@ObjectType({ description: 'A document that could not be sent to Xero, with Xero’s reason.' })
class XeroSyncFailure {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: '"invoice", "invoice-void", "payment", "payment-reversal" or "credit-note".' })
  kind!: string;

  @Field(() => String, { description: 'The invoice it belongs to, e.g. "INV-000123".' })
  invoiceNumber!: string;

  @Field(() => String, { description: 'Why it failed, in Xero’s words where Xero gave some.' })
  error!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => Date, { description: 'When the last attempt failed.' })
  at!: Date;
}

@ObjectType({ description: 'The Xero sync: whether it is connected and to which organisation, and the documents waiting or failed.' })
export class XeroIntegration {
  @Field(() => Boolean, { description: 'A Xero app (client id and secret) is set up, so Xero can be connected.' })
  configured!: boolean;

  @Field(() => String, { nullable: true, description: '"environment" (set by the server’s configuration, which wins) or "app" (saved by an owner); null: none.' })
  appSource!: string | null;

  @Field(() => String, { nullable: true, description: 'The Xero app’s client id (never its secret).' })
  clientId!: string | null;

  @Field(() => Boolean, { description: 'Documents go to Xero.' })
  connected!: boolean;

  @Field(() => String, { nullable: true, description: 'The Xero organisation documents go to.' })
  tenantName!: string | null;

  @Field(() => [XeroTenantChoice], { description: 'The organisations to choose from, until an owner picks one (chooseXeroTenant).' })
  tenantChoices!: XeroTenantChoice[];

  @Field(() => Date, { nullable: true })
  connectedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The owner who connected it.' })
  connectedBy!: string | null;

  @Field(() => Date, { nullable: true, description: 'When a document last reached Xero.' })
  lastSyncAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Xero asked to wait (its rate limit): nothing is sent before then.' })
  pausedUntil!: Date | null;

  @Field(() => Int, { description: 'Documents waiting to be sent.' })
  queued!: number;

  @Field(() => Int, { description: 'Documents that could not be sent (listed in failures).' })
  failed!: number;

  @Field(() => [XeroSyncFailure], { description: 'The latest 50 failures, newest first.' })
  failures!: XeroSyncFailure[];
}

@ObjectType({ description: 'A document’s sync to Xero.' })
export class XeroDocumentSync {
  @Field(() => String, { description: '"queued", "sending", "sent" or "failed".' })
  state!: string;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed (it is retried unless failed).' })
  error!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it last reached Xero.' })
  syncedAt!: Date | null;
}

@ObjectType({ description: 'Where to send the owner to allow the connection in Xero.' })
export class XeroConnectUrl {
  @Field(() => String, { description: 'Xero’s authorization page; valid for ten minutes, once.' })
  url!: string;
}

@ObjectType({ description: 'Failed documents queued again.' })
export class XeroRetryResult {
  @Field(() => String)
  message!: string;

  @Field(() => Int, { description: 'How many documents were queued again.' })
  retried!: number;
}

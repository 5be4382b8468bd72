/** Webhook endpoints' input contracts, shared by GraphQL and REST. */
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { RequiredText, SingleLine } from '../../shared/text.js';
import { WEBHOOK_EVENT_TYPES } from './webhook-events.js';

const EVENTS_MESSAGE = `Events must be one or more of: ${WEBHOOK_EVENT_TYPES.join(', ')}.`;

function UrlField(required: boolean): PropertyDecorator {
  return (target, key) => {
    Field(() => String, { nullable: !required, description: 'Where the events are sent: an https URL whose host resolves to public addresses.' })(target, key);
    if (required) RequiredText('Address')(target, key);
    else IsOptional()(target, key);
    IsString({ message: 'Address must be text.' })(target, key);
    SingleLine('Address')(target, key);
    MaxLength(2000, { message: 'Address must be at most 2000 characters.' })(target, key);
  };
}

function EventsField(required: boolean): PropertyDecorator {
  return (target, key) => {
    Field(() => [String], { nullable: !required, description: 'The event types it takes (the query webhookEventTypes lists them).' })(target, key);
    if (!required) IsOptional()(target, key);
    IsArray({ message: EVENTS_MESSAGE })(target, key);
    ArrayMinSize(1, { message: 'Choose at least one event.' })(target, key);
    ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: EVENTS_MESSAGE })(target, key);
    // One rule over the whole list (no per-item rule): the input's rules then run on the fast path (edge/rule-check.ts).
    ValidateBy({ name: 'webhookEvents', validator: { validate: (value: unknown) => Array.isArray(value) && value.every((e) => (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(e)) } }, { message: EVENTS_MESSAGE })(target, key);
  };
}

function DescriptionField(): PropertyDecorator {
  return (target, key) => {
    Field(() => String, { nullable: true, description: 'A note for the owners, e.g. "Accounting system".' })(target, key);
    IsOptional()(target, key);
    IsString({ message: 'Description must be text.' })(target, key);
    SingleLine('Description')(target, key);
    MaxLength(200, { message: 'Description must be at most 200 characters.' })(target, key);
  };
}

@InputType({ description: 'A new webhook endpoint.' })
export class CreateWebhookEndpointInput {
  @UrlField(true)
  url!: string;

  @EventsField(true)
  events!: string[];

  @DescriptionField()
  description?: string | null;
}

@InputType({ description: 'What changes of a webhook endpoint; a field left out stays as it is.' })
export class UpdateWebhookEndpointInput {
  @UrlField(false)
  url?: string | null;

  @EventsField(false)
  events?: string[] | null;

  @DescriptionField()
  description?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'false pauses its deliveries (they wait); true sends them again, from the oldest waiting.' })
  @IsOptional()
  @IsBoolean({ message: 'Enabled must be true or false.' })
  enabled?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'true: a new secret replaces the old one at once and is answered this once.' })
  @IsOptional()
  @IsBoolean({ message: 'Rotate secret must be true or false.' })
  rotateSecret?: boolean | null;
}

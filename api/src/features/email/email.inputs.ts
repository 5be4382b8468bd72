/** The reply form's input contract, shared by GraphQL and REST. */
import { MaxLength, ValidateBy } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { EmailAddress, RequiredText, SingleLine } from '../../shared/text.js';

export const MAX_UID = 4_294_967_295;

/** An IMAP UID: a whole number from 1 to 2^32 - 1. */
function isUid(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_UID;
}

function IsUid(message: string): PropertyDecorator {
  return ValidateBy({ name: 'isUid', validator: { validate: isUid, defaultMessage: () => message } });
}

@InputType({ description: 'A reply to a message of the mailbox.' })
export class EmailReplyInput {
  @Field(() => String, { description: 'The customer: the angle-bracket part of the sender.' })
  @RequiredText('To')
  @EmailAddress('To')
  recipientEmail!: string;

  @Field(() => String)
  @RequiredText('Subject')
  @SingleLine('Subject')
  @MaxLength(300, { message: 'Subject must be at most 300 characters.' })
  subject!: string;

  @Field(() => String)
  @RequiredText('Message')
  @MaxLength(10_000, { message: 'Message must be at most 10000 characters.' })
  message!: string;

  @Field(() => Int, { description: 'The uid of the message answered.' })
  @IsUid('originalEmailId must be the uid of an email.')
  originalEmailId!: number;
}

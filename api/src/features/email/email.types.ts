/** What the Email Manager shows, as GraphQL types (the service returns these; REST maps them in email.json.ts). */
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A message of the INBOX, as listed.' })
export class EmailSummary {
  @Field(() => ID, { description: 'The IMAP UID, as an id.' })
  id!: string;

  @Field(() => Int, { description: 'The IMAP UID of the message in INBOX.' })
  uid!: number;

  @Field(() => String, { description: 'The sender: "Name <address>" or the address.' })
  from!: string;

  @Field(() => String)
  subject!: string;

  @Field(() => Date, { description: 'When the message arrived in the mailbox.' })
  date!: Date;

  @Field(() => Boolean)
  read!: boolean;
}

@ObjectType({ description: 'The INBOX of the last 30 days.' })
export class EmailInbox {
  @Field(() => Boolean, { description: 'False when no mailbox is configured (IMAP_URL unset): the list is then empty.' })
  configured!: boolean;

  @Field(() => [EmailSummary], { description: 'Newest first.' })
  emails!: EmailSummary[];

  @Field(() => Int, { description: 'Unread messages among them.' })
  unreadCount!: number;
}

@ObjectType({ description: 'A file attached to a message (download it with emailAttachmentLink).' })
export class EmailAttachment {
  @Field(() => Int)
  index!: number;

  @Field(() => String)
  filename!: string;

  @Field(() => String)
  contentType!: string;

  @Field(() => Int, { description: 'Bytes.' })
  size!: number;
}

@ObjectType({ description: 'An opened message: its body sanitized for the sandboxed frame.' })
export class EmailMessage extends EmailSummary {
  @Field(() => String, { description: 'The recipients.' })
  to!: string;

  @Field(() => String, {
    description: 'The body as sanitized HTML (the text body, escaped, when there is no HTML). Show it only in a sandboxed frame with its own CSP.',
  })
  html!: string;

  @Field(() => Int, { description: 'Remote images left out (0 once they are shown).' })
  blockedImages!: number;

  @Field(() => Boolean, { description: 'Whether remote images are in `html` (asked with showImages).' })
  imagesShown!: boolean;

  @Field(() => [EmailAttachment], { description: 'Attachments, except images shown inside the body.' })
  attachments!: EmailAttachment[];
}

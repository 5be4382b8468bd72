/** Texts both ways (admin): a customer's conversation, texting them, the texts inbox and its unread count; each operation's GraphQL field and REST route. */
import { json } from '../../shared/json-schema.js';
import { Int } from 'type-graphql';
import { arg, defineOperation } from '../../edge/operation.js';
import { SmsMessage } from './sms-message.entity.js';
import { ConversationEntry, TextThread } from './sms-inbox.types.js';

/** A text as REST answers it. */
const textSchema = json.object({
  id: json.id(),
  customerId: json.nullable(json.id()),
  phone: json.string(),
  direction: json.string(),
  kind: json.string(),
  body: json.string(),
  segments: json.integer(),
  encoding: json.string(),
  status: json.string(),
  createdAt: json.dateTime(),
});

function textJson(m: SmsMessage) {
  return {
    id: m._id,
    customerId: m.customerId ?? null,
    phone: m.phone,
    direction: m.direction,
    kind: m.kind,
    body: m.body,
    segments: m.segments,
    encoding: m.encoding,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
  };
}

export const smsInboxOperations = [
  defineOperation({
    name: 'customerConversation',
    kind: 'query',
    access: 'staff',
    description:
      'A customer’s texts both ways, the emails sent to them, their contact-form messages with the replies and their mail in the workshop’s mailbox (when it answers within 2 s), oldest first: the last 200 (admin).',
    args: { id: arg.id() },
    result: () => [ConversationEntry],
    run: ({ em, services }, { id }) => services.smsInbox.conversation(em, id),
    rest: { method: 'GET', path: '/api/admin/customers/:id/conversation' },
  }),
  defineOperation({
    name: 'customerConversationMailbox',
    kind: 'query',
    access: 'staff',
    description:
      "Whether the customer's conversation lists their mail in the workshop's mailbox: 'listed', 'not connected' (no mailbox is set up) or 'unavailable' (the mailbox did not answer within 2 s, or failed) (admin).",
    args: { id: arg.id() },
    result: () => String,
    run: ({ em, services }, { id }) => services.smsInbox.mailboxState(em, id),
    rest: { method: 'GET', path: '/api/admin/customers/:id/conversation/mailbox', present: (mailbox) => ({ mailbox }), answer: json.object({ mailbox: json.string({ description: 'Whether the conversation lists their mail in the mailbox: listed, not connected or unavailable.' }) }) },
  }),
  defineOperation({
    name: 'textCustomer',
    kind: 'mutation',
    access: 'staff',
    description: 'Texts a customer’s mobile (at most 3 segments); their received texts count as read (admin).',
    args: { id: arg.id(), body: arg.string() },
    result: () => SmsMessage,
    run: ({ em, services }, { id, body }) => services.smsInbox.reply(em, id, body),
    rest: { method: 'POST', path: '/api/admin/customers/:id/sms', status: 201, present: textJson, answer: textSchema },
  }),
  defineOperation({
    name: 'markTextsRead',
    kind: 'mutation',
    access: 'staff',
    description: 'Marks the received texts of a customer, or of a number no customer has, read; answers how many were unread (admin).',
    args: { customerId: arg.optionalId(), phone: arg.optionalString() },
    result: () => Int,
    run: ({ em, services }, which) => services.smsInbox.markRead(em, which),
    rest: { method: 'POST', path: '/api/admin/texts/read', present: (marked) => ({ marked }), answer: json.object({ marked: json.integer({ description: 'How many texts were marked read.' }) }) },
  }),
  defineOperation({
    name: 'textInbox',
    kind: 'query',
    access: 'staff',
    description: 'Conversations with a received text, unread ones first, then newest first: at most 200 (admin).',
    args: {},
    result: () => [TextThread],
    run: ({ em, services }) => services.smsInbox.inbox(em),
    rest: { method: 'GET', path: '/api/admin/texts' },
  }),
  defineOperation({
    name: 'unreadTextCount',
    kind: 'query',
    access: 'staff',
    description: 'Received texts not read yet (admin).',
    args: {},
    result: () => Int,
    run: ({ em, services }) => services.smsInbox.unreadCount(em),
    rest: { method: 'GET', path: '/api/admin/texts/unread-count', present: (count) => ({ count }), answer: json.object({ count: json.integer() }) },
  }),
];

/** A contact query as REST answers it (the back office's list and the customer page). */
import { json } from '../../shared/json-schema.js';
import type { ContactQuery } from './contact-query.entity.js';

const maybeText = json.nullable(json.string());

export const contactQuerySchema = json.named(
  'ContactQuery',
  json.object({
    _id: json.id(),
    name: json.string(),
    email: maybeText,
    phone: maybeText,
    message: json.string(),
    createdAt: json.dateTime(),
    replied: json.boolean(),
    repliedAt: json.nullable(json.dateTime()),
    replyMessage: maybeText,
    customerId: json.nullable(json.id()),
  }),
);

export function contactQueryJson(q: ContactQuery) {
  return {
    _id: q._id,
    name: q.name,
    email: q.email,
    phone: q.phone ?? null,
    message: q.message,
    createdAt: q.createdAt.toISOString(),
    replied: q.replied,
    repliedAt: q.repliedAt ? q.repliedAt.toISOString() : null,
    replyMessage: q.replyMessage ?? null,
    customerId: q.customerId ?? null,
  };
}

/** A contact query as REST answers it (the back office's list and the customer page). */
import type { ContactQuery } from './contact-query.entity.js';

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

/** Contact messages: stored, the workshop notified through the outbox, the admin's counters told. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { businessOf } from '../../shared/business.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { Clock } from '../../shared/time.js';
import { renderEmail } from '../outbox/email-layout.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { ContactQuery } from './contact-query.entity.js';
import type { ContactInput } from './contact.inputs.js';

export const CONTACT_RECEIVED_MESSAGE = 'Thank you for your message. We will get back to you soon.';

export interface ContactDeps {
  config: Config;
  clock: Clock;
  pubsub: PubSub;
  outbox: OutboxService;
}

export class ContactService {
  constructor(private readonly deps: ContactDeps) {}

  async submit(em: EntityManager, input: ContactInput): Promise<ContactQuery> {
    const query = Object.assign(new ContactQuery(), {
      name: input.name.trim(),
      email: input.email.trim(),
      phone: input.phone?.trim() || null,
      message: input.message.trim(),
      createdAt: this.deps.clock.now(),
      replied: false,
      repliedAt: null,
    });
    const business = businessOf(this.deps.config);
    const notice = renderEmail(business, {
      heading: `New message from ${query.name}`,
      paragraphs: [query.message],
      details: [
        ['From', query.name],
        ['Email', query.email],
        ['Phone', query.phone ?? 'N/A'],
      ],
      action: { label: 'Open contact queries', url: `${business.publicUrl}/admin/contact-queries` },
      footnote: 'Reply from the back office, or reply to this email to write to the customer directly.',
    });
    await em.transactional(async (tx) => {
      await tx.insert(ContactQuery, { ...query });
      await this.deps.outbox.enqueue(tx, [
        { to: this.deps.config.adminEmail, replyTo: query.email, subject: `Website message from ${query.name}`, ...notice },
      ]);
    });
    this.deps.pubsub.publish('contact.received', { id: query._id });
    this.deps.outbox.notify();
    return query;
  }
}

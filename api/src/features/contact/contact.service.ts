/** Contact messages: stored, the workshop notified through the outbox, the admin's counters told. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { cleanText, INVALID_TEXT_MESSAGE, isBlank, isValidText } from '../../shared/text.js';
import type { Config } from '../../config.js';
import { workshopDay, type Clock } from '../../shared/time.js';
import { contactNotice, contactReply } from './contact.templates.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { ContactQuery } from './contact-query.entity.js';
import type { ContactInput } from './contact.inputs.js';
import { contactChanges } from './contact.changes.js';
import { customerFor } from '../customers/public.js';

export const CONTACT_RECEIVED_MESSAGE = 'Thank you for your message. We will get back to you soon.';

export interface ContactDeps {
  config: Config;
  clock: Clock;
  changes: ChangeUnit;
}

export class ContactService {
  constructor(private readonly deps: ContactDeps) {}

  async submit(em: EntityManager, input: ContactInput): Promise<ContactQuery> {
    const query = Object.assign(new ContactQuery(), {
      name: cleanText(input.name),
      email: cleanText(input.email),
      phone: input.phone ? cleanText(input.phone) || null : null,
      message: cleanText(input.message),
      createdAt: this.deps.clock.now(),
      replied: false,
      repliedAt: null,
    });
    await this.deps.changes.run(em, async (tx, effects) => {
      query.customer = await customerFor(tx, query);
      await tx.insert(ContactQuery, { ...query });
      effects.mail(contactNotice.mail(this.deps.config.adminEmail, { name: query.name, email: query.email, phone: query.phone, message: query.message }));
      effects.changed(contactChanges.received, { id: query._id });
    });
    return query;
  }

  /** How many queries there are, in all and received since `since`. */
  async counts(em: EntityManager, since: Date): Promise<{ total: number; since: number }> {
    const [row] = await em.getConnection().execute<Array<{ total: number; since: number }>>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE created_at >= ?)::int AS since FROM contact_query`,
      [since.toISOString()],
    );
    return row;
  }

  /** Queries received since `since`, newest first. */
  receivedSince(em: EntityManager, since: Date): Promise<ContactQuery[]> {
    return em.find(ContactQuery, { createdAt: { $gte: since } }, { orderBy: { createdAt: 'desc' } });
  }

  /** Every query, newest first. */
  list(em: EntityManager): Promise<ContactQuery[]> {
    return em.find(ContactQuery, {}, { orderBy: { createdAt: 'desc' } });
  }

  /** The workshop day a query arrived: yyyy-MM-dd and in words. */
  receivedDay(query: Pick<ContactQuery, 'createdAt'>): { date: string; label: string } {
    return workshopDay(query.createdAt, this.deps.config.timeZone);
  }

  /** Emails the reply to the customer and marks the query replied. */
  async reply(em: EntityManager, id: string, replyMessage: string): Promise<string> {
    if (typeof replyMessage !== 'string' || isBlank(replyMessage)) throw AppError.badInput('Reply message is required.');
    if (!isValidText(replyMessage)) throw AppError.badInput(INVALID_TEXT_MESSAGE);
    const text = cleanText(replyMessage);
    if (text.length > 10_000) throw AppError.badInput('Reply message must be at most 10000 characters.');
    await this.deps.changes.run(em, async (tx, effects) => {
      const query = await this.find(tx, id);
      query.replied = true;
      query.repliedAt = this.deps.clock.now();
      query.replyMessage = text;
      effects.audit({ action: 'contact.replied', entityType: 'contact_query', entityId: query._id, summary: `Replied to ${query.name} (${query.email})`, changes: { replied: [false, true] } });
      effects.mail(contactReply.mail(query.email, { name: query.name, message: query.message, reply: text }));
      effects.changed(contactChanges.replied, { id });
    });
    return 'Reply sent successfully!';
  }

  async delete(em: EntityManager, id: string): Promise<string> {
    await this.deps.changes.run(em, async (tx, effects) => {
      const query = await this.find(tx, id);
      await tx.remove(query).flush();
      effects.audit({ action: 'contact.deleted', entityType: 'contact_query', entityId: query._id, summary: `Message from ${query.name} (${query.email}) deleted` });
      effects.changed(contactChanges.deleted, { id });
    });
    return 'Query deleted.';
  }

  /** Deletes queries neither received nor replied to within the last 30 days. */
  async cleanup(em: EntityManager): Promise<{ message: string; deletedCount: number }> {
    const cutoff = new Date(this.deps.clock.now().getTime() - 30 * 24 * 60 * 60 * 1000);
    const deletedCount = await this.deps.changes.run(em, async (tx, effects) => {
      const deleted = await tx.nativeDelete(ContactQuery, {
        createdAt: { $lt: cutoff },
        $or: [{ repliedAt: null }, { repliedAt: { $lt: cutoff } }],
      });
      if (deleted) {
        effects.audit({ action: 'contact.cleaned_up', entityType: 'contact_query', entityId: null, summary: `${deleted} message${deleted === 1 ? '' : 's'} inactive for over 30 days deleted` });
        effects.changed(contactChanges.cleanedUp, {});
      }
      return deleted;
    });
    const message = deletedCount
      ? `Deleted ${deletedCount} ${deletedCount === 1 ? 'query' : 'queries'} inactive for over 30 days.`
      : 'No queries have been inactive for over 30 days.';
    return { message, deletedCount };
  }

  private async find(em: EntityManager, id: string): Promise<ContactQuery> {
    const query = isId(id) ? await em.findOne(ContactQuery, { _id: id }) : null;
    if (!query) throw AppError.notFound('This contact query no longer exists.');
    return query;
  }
}

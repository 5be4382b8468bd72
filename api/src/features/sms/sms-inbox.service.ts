/**
 * Texts both ways. A text a customer sends to the workshop's number comes as Twilio's signed form
 * post: it is stored once per MessageSid (Twilio retries), matched to the customer of its number
 * (the most recently active one when several share it; none: kept for the inbox all the same),
 * and acted on when it is a command (sms-keywords.ts): STOP and its like opt the number out of
 * marketing texts, START back in, HELP answers who the workshop is, 1 or 2 answer the latest
 * day-before reminder (1 confirms the booking, 2 cancels it exactly as the reminder's cancel link
 * does). Answers go out as texts of their own, so they show in the conversation with their
 * delivery. A command handled so is read at once; any other text waits, unread, for staff, who
 * read it in the customer's conversation and reply there.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FeatureDeps, FeatureLog } from '../../feature.js';
import type { Effects } from '../../platform/outbox/public.js';
import { AppError } from '../../shared/errors.js';
import { isId, newId } from '../../shared/ids.js';
import { phoneKey } from '../../shared/phone.js';
import { smsLength } from '../../shared/sms-segments.js';
import type { BookingService } from '../booking/booking.service.js';
import { newUndoToken } from '../booking/public.js';
import { Customer, CustomerKey } from '../customers/customer.entity.js';
import type { SettingsService } from '../settings/settings.service.js';
import { conversationOf } from './conversation.js';
import { ConversationMailbox, type MailboxFinder, type MailboxState } from './conversation-mailbox.js';
import { SmsMessage } from './sms-message.entity.js';
import { appointmentWhen, commandOf, replies, type TextCommand } from './sms-keywords.js';
import { SMS_INBOUND_PATH, textableNumber, type SmsService } from './sms.service.js';
import type { ConversationEntry, TextThread } from './sms-inbox.types.js';

/** How long a day-before reminder can be answered with 1 or 2. */
const REMINDER_ANSWER_DAYS = 3;
/** The inbox lists at most this many conversations. */
const INBOX_LIMIT = 200;

const CUSTOMER_NOT_FOUND = 'We could not find this customer. They may have been merged into another.';
const NO_MOBILE = 'This customer has no mobile number a text can reach. Add their mobile to their details first.';
const EMPTY_TEXT = 'Write the text first.';

export type SmsInboxDeps = Pick<FeatureDeps, 'changes' | 'mail' | 'pubsub' | 'em'> & {
  sms: SmsService;
  booking: BookingService;
  settings: SettingsService;
  /** The workshop's mailbox (the Email Manager), searched for a customer's mail. */
  mailbox: MailboxFinder;
};

interface ReminderRow {
  appointment_id: string;
  status: string;
  preferred_date: string;
  preferred_time: string;
}

interface ThreadRow {
  customer_id: string | null;
  phone: string;
  unread: number;
  body: string;
  direction: 'in' | 'out';
  created_at: Date | string;
  name: string | null;
}

export class SmsInboxService {
  private readonly mailbox: ConversationMailbox;

  constructor(private readonly deps: SmsInboxDeps) {
    this.mailbox = new ConversationMailbox(deps.mailbox);
  }

  logTo(log: FeatureLog): void {
    this.mailbox.logTo(log);
  }

  /**
   * A text Twilio posted (its form fields), checked against X-Twilio-Signature: false when the
   * signature does not hold (nothing is stored). A MessageSid already stored changes nothing.
   */
  async receive(em: EntityManager, params: Record<string, string>, signature: string | undefined): Promise<boolean> {
    if (!this.deps.sms.signed(SMS_INBOUND_PATH, params, signature)) return false;
    const sid = params.MessageSid ?? params.SmsSid;
    const from = params.From?.trim();
    if (!sid || !from) return true;
    const phone = phoneKey(from) ?? from.slice(0, 20);
    const body = params.Body ?? '';
    await this.deps.changes.run(em, async (tx, effects) => {
      const customer = await this.customerOf(tx, phone);
      const { segments, encoding } = smsLength(body);
      const [stored] = await tx.getConnection().execute<Array<{ _id: string }>>(
        `INSERT INTO sms_message (_id, customer_id, phone, direction, kind, body, segments, encoding, status, provider_sid, attempts, next_attempt_at, created_at, status_at)
         VALUES (?, ?, ?, 'in', 'received', ?, ?, ?, 'received', ?, 0, now(), now(), now())
         ON CONFLICT (provider_sid) WHERE provider_sid IS NOT NULL DO NOTHING
         RETURNING _id`,
        [newId(), customer?._id ?? null, phone, body, segments, encoding, sid.slice(0, 64)],
        'all',
        tx.getTransactionContext(),
      );
      // Twilio sent it again: it was stored and acted on the first time.
      if (!stored) return;
      const handled = await this.act(tx, effects, commandOf(body), phone, customer?._id ?? null);
      if (handled) await tx.getConnection().execute('UPDATE sms_message SET read_at = now() WHERE _id = ?', [stored._id], 'run', tx.getTransactionContext());
      effects.afterCommit(() => this.announceUnread());
    });
    return true;
  }

  /** Carries out a command; false when the text is a message for staff. */
  private async act(tx: EntityManager, effects: Effects, command: TextCommand, phone: string, customerId: string | null): Promise<boolean> {
    const workshop = await this.deps.settings.profile();
    const answer = (body: string, kind: string, appointmentId: string | null = null) => this.answer(tx, effects, { phone, body, kind, customerId, appointmentId });
    const run = (sql: string) => tx.getConnection().execute<Array<{ phone: string }>>(sql, [phone], 'all', tx.getTransactionContext());
    switch (command) {
      case 'stop': {
        const added = await run('INSERT INTO sms_opt_out (phone, at) VALUES (?, now()) ON CONFLICT (phone) DO NOTHING RETURNING phone');
        // Confirmed once: a second STOP is not answered.
        if (added.length) await answer(replies.stopped(workshop), 'sms.opted_out');
        return true;
      }
      case 'start':
        await run('DELETE FROM sms_opt_out WHERE phone = ? RETURNING phone');
        await answer(replies.started(workshop), 'sms.opted_in');
        return true;
      case 'help':
        await answer(replies.help(workshop), 'sms.help');
        return true;
      case 'confirm':
      case 'cancel': {
        const reminder = await this.answeredReminder(tx, phone);
        if (!reminder) return false;
        const when = appointmentWhen({ preferredDate: reminder.preferred_date, preferredTime: reminder.preferred_time });
        const id = reminder.appointment_id;
        if (reminder.status !== 'booked') {
          await answer(replies.alreadyCancelled(workshop, when), 'appointment.reply', id);
        } else if (command === 'confirm') {
          effects.audit({ action: 'appointment.confirmed_by_text', entityType: 'appointment', entityId: id, summary: `Confirmed by text (replied 1) for ${when}` });
          await answer(replies.confirmed(workshop, when), 'appointment.confirmed', id);
        } else {
          try {
            // The reminder's cancel link's own path: the same checks, emails and audit record.
            await this.deps.booking.cancel(tx, id, { by: 'customer', undo: newUndoToken() });
            await answer(replies.cancelled(workshop, when), 'appointment.cancelled', id);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            await answer(replies.notCancelled(workshop, error.message), 'appointment.reply', id);
          }
        }
        return true;
      }
      default:
        return false;
    }
  }

  /** The latest day-before reminder to this number in the last 3 days, a still-booked appointment's first. */
  private async answeredReminder(tx: EntityManager, phone: string): Promise<ReminderRow | null> {
    const [row] = await tx.getConnection().execute<ReminderRow[]>(
      `SELECT m.appointment_id, a.status, a.preferred_date, a.preferred_time FROM sms_message m JOIN appointment a ON a._id = m.appointment_id
       WHERE m.phone = ? AND m.direction = 'out' AND m.kind = 'appointment.reminder' AND m.created_at > now() - make_interval(days => ?::int)
       ORDER BY (a.status = 'booked') DESC, m.created_at DESC LIMIT 1`,
      [phone, REMINDER_ANSWER_DAYS],
      'all',
      tx.getTransactionContext(),
    );
    return row ?? null;
  }

  /** An automatic answer, when the number can take a text. */
  private async answer(tx: EntityManager, effects: Effects, text: { phone: string; body: string; kind: string; customerId: string | null; appointmentId: string | null }): Promise<void> {
    if (!textableNumber(text.phone)) return;
    await this.deps.sms.queue(tx, effects, text);
  }

  /** The customer of a number: the most recently active one whose own phone it is, else the one its key names. */
  private async customerOf(tx: EntityManager, phone: string): Promise<Customer | null> {
    const [own] = await tx.find(Customer, { phone }, { orderBy: { lastActivityAt: 'desc', _id: 'desc' }, limit: 1 });
    if (own) return own;
    const key = await tx.findOne(CustomerKey, { key: `phone:${phone}` }, { populate: ['customer'] });
    return key?.customer ?? null;
  }

  /** The conversation with a customer, oldest first (conversation.ts). */
  async conversation(em: EntityManager, customerId: string): Promise<ConversationEntry[]> {
    return this.conversationWith(em, await this.customer(em, customerId));
  }

  conversationWith(em: EntityManager, customer: Customer): Promise<ConversationEntry[]> {
    return conversationOf(em, this.deps.mail, customer, this.mailbox.of(customer.email).then((part) => part.entries));
  }

  /** Whether the conversation lists the customer's mail in the workshop's mailbox, or why not. */
  async mailboxState(em: EntityManager, customerId: string): Promise<MailboxState> {
    return this.mailboxStateOf(await this.customer(em, customerId));
  }

  async mailboxStateOf(customer: Customer): Promise<MailboxState> {
    return (await this.mailbox.of(customer.email)).state;
  }

  /** Marks a customer's received texts read (staff opened the conversation), or those of a number no customer has. */
  async markRead(em: EntityManager, which: { customerId?: string | null; phone?: string | null }): Promise<number> {
    const phone = which.phone ? phoneKey(which.phone) ?? which.phone : null;
    if (!which.customerId && !phone) throw AppError.badInput('Say whose texts to mark read: a customer or a number.');
    if (which.customerId && !isId(which.customerId)) throw AppError.badInput('A customer id is 24 hexadecimal characters.');
    const rows = await em.getConnection().execute<Array<{ _id: string }>>(
      which.customerId
        ? `UPDATE sms_message SET read_at = now() WHERE direction = 'in' AND read_at IS NULL AND customer_id = ? RETURNING _id`
        : `UPDATE sms_message SET read_at = now() WHERE direction = 'in' AND read_at IS NULL AND customer_id IS NULL AND phone = ? RETURNING _id`,
      [which.customerId ?? phone],
    );
    if (rows.length) await this.announceUnread();
    return rows.length;
  }

  /** Staff text a customer (their mobile): queued, audited, and their received texts are read. */
  async reply(em: EntityManager, customerId: string, body: string): Promise<SmsMessage> {
    const text = body.trim();
    if (!text) throw AppError.badInput(EMPTY_TEXT);
    this.deps.sms.measure(text);
    const message = await this.deps.changes.run(em, async (tx, effects) => {
      const customer = await this.customer(tx, customerId);
      const phone = textableNumber(customer.phone);
      if (!phone) throw AppError.badInput(NO_MOBILE);
      const queued = await this.deps.sms.queue(tx, effects, { phone, body: text, kind: 'staff.reply', customerId: customer._id });
      await tx.getConnection().execute(
        `UPDATE sms_message SET read_at = now() WHERE direction = 'in' AND read_at IS NULL AND customer_id = ?`,
        [customer._id],
        'run',
        tx.getTransactionContext(),
      );
      effects.audit({ action: 'sms.staff_reply', entityType: 'customer', entityId: customer._id, summary: `Text to ${customer.name} (${phone}): ${text}` });
      effects.afterCommit(() => this.announceUnread());
      return queued;
    });
    return message;
  }

  /** Conversations with a received text, unread ones first, then by their last message (newest first). */
  async inbox(em: EntityManager): Promise<TextThread[]> {
    const rows = await em.getConnection().execute<ThreadRow[]>(
      `SELECT k.customer_id, last.phone, k.unread, last.body, last.direction, last.created_at, c.name
       FROM (SELECT customer_id, CASE WHEN customer_id IS NULL THEN phone END AS number, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
             FROM sms_message WHERE direction = 'in' GROUP BY 1, 2) k
       CROSS JOIN LATERAL (SELECT m.phone, m.body, m.direction, m.created_at FROM sms_message m
             WHERE CASE WHEN k.customer_id IS NULL THEN m.customer_id IS NULL AND m.phone = k.number ELSE m.customer_id = k.customer_id END
             ORDER BY m.created_at DESC, m._id DESC LIMIT 1) last
       LEFT JOIN customer c ON c._id = k.customer_id
       ORDER BY (k.unread > 0) DESC, last.created_at DESC LIMIT ?`,
      [INBOX_LIMIT],
    );
    return rows.map((r) => ({
      customerId: r.customer_id,
      customerName: r.name,
      phone: r.phone,
      unread: r.unread,
      lastBody: r.body,
      lastDirection: r.direction,
      lastAt: new Date(r.created_at),
    }));
  }

  /** Received texts staff have not read, in all. */
  async unreadCount(em: EntityManager): Promise<number> {
    const [row] = await em.getConnection().execute<Array<{ count: number }>>(`SELECT count(*)::int AS count FROM sms_message WHERE direction = 'in' AND read_at IS NULL`);
    return row?.count ?? 0;
  }

  /** Tells every open back office the unread count now (the nav badge, the inbox, an open conversation). */
  private async announceUnread(): Promise<void> {
    this.deps.pubsub.publish('sms.unread', { count: await this.unreadCount(this.deps.em()) });
  }

  private async customer(em: EntityManager, id: string): Promise<Customer> {
    if (!isId(id)) throw AppError.badInput('A customer id is 24 hexadecimal characters.');
    const customer = await em.findOne(Customer, { _id: id });
    if (!customer) throw AppError.notFound(CUSTOMER_NOT_FOUND);
    return customer;
  }
}

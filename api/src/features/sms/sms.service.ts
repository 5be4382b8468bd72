/**
 * Texts to customers through the workshop's own Twilio account. A text is queued inside the
 * change that sends it (its row is its own outbox entry: it commits with the change or not at
 * all), sent by the worker after the commit, and moved on by Twilio's signed delivery reports.
 * Without an account each text is written as a file under DATA_DIR/outbox/sms/ and the app says
 * texts are not connected.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import twilio from 'twilio';
import type { Config } from '../../config.js';
import type { FeatureLog } from '../../feature.js';
import type { Effects } from '../../platform/outbox/public.js';
import type { LeadRows } from '../../platform/outbox/outbox.service.js';
import { AppError } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import { phoneKey } from '../../shared/phone.js';
import type { PubSub } from '../../shared/pubsub.js';
import { MAX_SMS_SEGMENTS, smsLength, type SmsLength } from '../../shared/sms-segments.js';
import { Customer } from '../customers/customer.entity.js';
import { SmsMessage, SmsOptOut, type SmsStatus } from './sms-message.entity.js';
import { plainText, prefersTexts } from './outgoing-texts.js';
import { fileTransport, twilioTransport, type SmsTransport } from './sms-transport.js';
import { SmsWorker } from './sms.worker.js';
import type { SmsSettingsService, TwilioAccountSettings } from '../settings/sms-settings.service.js';

/** Where Twilio posts its delivery reports (under PUBLIC_URL). */
export const SMS_STATUS_PATH = '/api/sms/status';

/** Where Twilio posts the texts customers send to the workshop's number (under PUBLIC_URL). */
export const SMS_INBOUND_PATH = '/api/sms/inbound';

export interface QueuedSms {
  /** Any usual form of the number; texts go to it in E.164. */
  phone: string;
  body: string;
  kind: string;
  customerId?: string | null;
  appointmentId?: string | null;
  /** Not before this instant (a marketing text decided in the quiet hours); now when left out. */
  sendAt?: Date | null;
}

/** A text to a customer as their preference allows: to the phone on their record, else `phone`. */
export interface CustomerSms {
  customerId: string | null | undefined;
  phone?: string | null;
  body: string;
  kind: string;
  appointmentId?: string | null;
}

/** A text the booking statement writes with its appointment (`parentId`). */
export interface LeadSms {
  parentId: string;
  phone: string;
  body: string;
  kind: string;
}

export interface SmsMonth {
  /** Texts the provider accepted this month (Melbourne time). */
  texts: number;
  segments: number;
}

export interface SmsDeps {
  orm: MikroORM;
  config: Config;
  pubsub: PubSub;
  /** The Twilio account and the per-message switches in effect (the environment's, else as the owners saved them). */
  settings: Pick<SmsSettingsService, 'account' | 'onAccount' | 'sends'>;
  /** Whether the server is busy answering requests: the worker then gives way between texts. */
  busy?: () => boolean;
}

/** How many texts queueAll measures (and writes, by one statement) before it lets the server answer the requests waiting. */
const MEASURED_PER_SLICE = 500;

/** Twilio's statuses as ours; any other (accepted, scheduled, queued, sending, read, canceled) changes nothing but `status_at`. */
const REPORTED: Record<string, SmsStatus> = { sent: 'sent', delivered: 'delivered', undelivered: 'undelivered', failed: 'failed' };

/** The numbers a text can reach: Australian mobiles, and other countries' numbers written with their code. */
export function textableNumber(phone: string | null | undefined): string | null {
  const e164 = phoneKey(phone);
  if (!e164) return null;
  if (e164.startsWith('+61')) return /^\+614[0-9]{8}$/.test(e164) ? e164 : null;
  return e164;
}

export class SmsService {
  readonly worker: SmsWorker;
  private transport: SmsTransport;

  constructor(private readonly deps: SmsDeps) {
    const { config } = deps;
    this.transport = this.transportOf(deps.settings.account());
    // An owner saving another account switches the transport at once: the next text goes through it.
    deps.settings.onAccount(() => (this.transport = this.transportOf(deps.settings.account())));
    this.worker = new SmsWorker(deps.orm, () => this.transport, deps.pubsub, {
      pollMs: config.outboxPollMs,
      retryBaseMs: config.outboxRetryBaseMs,
      maxAttempts: config.outboxMaxAttempts,
      leaseMs: config.outboxLeaseMs,
      busy: deps.busy,
    });
  }

  /** Twilio's Messages API with the account in effect, else files under DATA_DIR/outbox/sms/. */
  private transportOf(account: TwilioAccountSettings | null): SmsTransport {
    const { config } = this.deps;
    if (!account) return fileTransport(config.dataDir);
    return twilioTransport({ ...account, apiUrl: config.twilioApiUrl, statusCallback: `${config.publicUrl}${SMS_STATUS_PATH}` });
  }

  logTo(log: FeatureLog): void {
    this.worker.log = log;
  }

  /** True when texts reach phones (a Twilio account is set); false: they are written as files. */
  get connected(): boolean {
    return this.transport.connected;
  }

  /** Whether messages of `kind` (e.g. 'booking.confirmation') go by text too. */
  sends(kind: string): boolean {
    return this.deps.settings.sends(kind);
  }

  /** The body's length, refused when it would take more than three segments. */
  measure(body: string): SmsLength {
    const length = smsLength(body);
    if (length.segments > MAX_SMS_SEGMENTS) {
      throw AppError.badInput(
        `This text would take ${length.segments} messages (${length.units} ${length.encoding === 'GSM-7' ? 'characters' : 'UCS-2 units'}, ${length.encoding}); at most ${MAX_SMS_SEGMENTS} are sent: shorten it.`,
      );
    }
    return length;
  }

  /**
   * Queues a text in the transaction of `tx` (the change that sends it): it goes out once that
   * commits, never if it rolls back. A number no text can reach is refused.
   */
  async queue(tx: EntityManager, effects: Effects, sms: QueuedSms): Promise<SmsMessage> {
    const phone = textableNumber(sms.phone);
    if (!phone) throw AppError.badInput(`${sms.phone} is not a mobile number a text can reach.`);
    const { segments, encoding } = this.measure(sms.body);
    const message = tx.create(SmsMessage, {
      customerId: sms.customerId ?? null,
      phone,
      direction: 'out',
      kind: sms.kind,
      body: sms.body,
      segments,
      encoding,
      status: 'queued',
      appointmentId: sms.appointmentId ?? null,
      createdAt: new Date(),
      nextAttemptAt: sms.sendAt ?? new Date(),
    });
    tx.persist(message);
    effects.publish('sms.queued', {});
    return message;
  }

  /**
   * The texts of the booking statement (appointment-writer.ts): written with the appointments it
   * inserts, for the customer each was found or made for, when their contact preference includes
   * texts. A customer the statement itself makes is not visible to it yet: they gave a phone with
   * the booking and have chosen nothing, so they count as 'both'.
   */
  leadRows(texts: LeadSms[]): LeadRows | null {
    const rows = texts.flatMap((t) => {
      const phone = textableNumber(t.phone);
      if (!phone) return [];
      const length = smsLength(t.body);
      if (length.segments > MAX_SMS_SEGMENTS) return [];
      return [{ parent_id: t.parentId, id: newId(), phone, kind: t.kind, body: t.body, segments: length.segments, encoding: length.encoding }];
    });
    if (!rows.length) return null;
    return {
      name: 'sms',
      sql: `INSERT INTO sms_message (_id, customer_id, phone, direction, kind, body, segments, encoding, status, attempts, next_attempt_at, created_at, appointment_id)
        SELECT s.id, lead.customer_id, s.phone, 'out', s.kind, s.body, s.segments, s.encoding, 'queued', 0, now(), now(), lead._id
        FROM json_to_recordset(?::json) AS s(parent_id text, id text, phone text, kind text, body text, segments int, encoding text)
        JOIN lead ON lead._id = s.parent_id
        LEFT JOIN customer c ON c._id = lead.customer_id
        WHERE coalesce(c.contact_preference, 'both') <> 'email'
        RETURNING _id`,
      params: [JSON.stringify(rows)],
    };
  }

  /**
   * Queues many texts in `tx` by one statement (a reminder run's thousands): numbers no text can
   * reach and bodies over three segments are left out. Answers how many were queued.
   */
  async queueAll(tx: EntityManager, effects: Effects, texts: readonly QueuedSms[]): Promise<number> {
    const rows = [];
    for (const [i, t] of texts.entries()) {
      // Thousands (a reminder run) are measured in slices: requests answered meanwhile wait for one slice at most.
      if (i % MEASURED_PER_SLICE === MEASURED_PER_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
      const phone = textableNumber(t.phone);
      const length = smsLength(t.body);
      if (!phone || length.segments > MAX_SMS_SEGMENTS) continue;
      const { customerId = null, appointmentId = null, sendAt = null } = t;
      rows.push({ id: newId(), phone, kind: t.kind, body: t.body, segments: length.segments, encoding: length.encoding, customer_id: customerId, appointment_id: appointmentId, send_at: sendAt?.toISOString() ?? null });
    }
    let queued = 0;
    // A statement per slice: the driver writes each one's values into its text on the event loop.
    for (let at = 0; at < rows.length; at += MEASURED_PER_SLICE) {
      const [row] = await tx.getConnection().execute<Array<{ queued: number }>>(
        `WITH ins AS (
           INSERT INTO sms_message (_id, customer_id, phone, direction, kind, body, segments, encoding, status, attempts, next_attempt_at, created_at, appointment_id)
           SELECT s.id, s.customer_id, s.phone, 'out', s.kind, s.body, s.segments, s.encoding, 'queued', 0, coalesce(s.send_at, now()), now(), s.appointment_id
           FROM json_to_recordset(?::json) AS s(id text, customer_id text, phone text, kind text, body text, segments int, encoding text, send_at timestamptz, appointment_id text)
           RETURNING 1
         )
         SELECT count(*)::int AS queued FROM ins`,
        [JSON.stringify(rows.slice(at, at + MEASURED_PER_SLICE))],
        'all',
        tx.getTransactionContext(),
      );
      queued += row.queued;
    }
    if (queued) effects.publish('sms.queued', {});
    return queued;
  }

  /**
   * Queues a transactional text to a customer when its kind goes by text, their preference
   * includes texts (not chosen yet: yes, with a mobile) and a number of theirs takes texts.
   * Answers whether it was queued.
   */
  async toCustomer(tx: EntityManager, effects: Effects, sms: CustomerSms): Promise<boolean> {
    if (!this.sends(sms.kind)) return false;
    const customer = sms.customerId ? await tx.findOne(Customer, { _id: sms.customerId }) : null;
    if (customer && !prefersTexts(customer.contactPreference)) return false;
    const phone = textableNumber(customer?.phone) ?? textableNumber(sms.phone);
    if (!phone) return false;
    await this.queue(tx, effects, { phone, body: plainText(sms.body), kind: sms.kind, customerId: customer?._id ?? null, appointmentId: sms.appointmentId ?? null });
    return true;
  }

  /** Whether `phone` opted out of marketing texts (replied STOP). */
  async optedOut(em: EntityManager, phone: string | null | undefined): Promise<boolean> {
    const e164 = phoneKey(phone);
    return e164 ? (await em.count(SmsOptOut, { phone: e164 })) > 0 : false;
  }

  /** Wakes the worker (after a commit that queued texts by statement). */
  notify(): void {
    this.deps.pubsub.publish('sms.queued', {});
  }

  /**
   * A delivery report Twilio posted (form fields), checked against its X-Twilio-Signature over the
   * public URL with the account's auth token: false when the signature does not hold (nothing changes).
   */
  async report(em: EntityManager, params: Record<string, string>, signature: string | undefined): Promise<boolean> {
    if (!this.signed(SMS_STATUS_PATH, params, signature)) return false;
    const sid = params.MessageSid ?? params.SmsSid;
    if (!sid) return true;
    const status = REPORTED[params.MessageStatus ?? params.SmsStatus ?? ''];
    const error = params.ErrorCode ? `Twilio error ${params.ErrorCode}${params.ErrorMessage ? `: ${params.ErrorMessage}` : ''}` : null;
    // A report never moves a message back (a late 'sent' after 'delivered').
    await em.getConnection().execute(
      `UPDATE sms_message SET status_at = now(),
         status = CASE WHEN ?::text IS NULL THEN status
                       WHEN status IN ('delivered', 'undelivered', 'failed') AND ? = 'sent' THEN status
                       ELSE ? END,
         error = coalesce(?, error)
       WHERE provider_sid = ?`,
      [status ?? null, status ?? null, status ?? null, error, sid],
    );
    return true;
  }

  /**
   * Whether Twilio signed this post (X-Twilio-Signature over the public URL of `path` and the
   * posted fields, with the account's auth token). Without an auth token nothing is accepted.
   */
  signed(path: string, params: Record<string, string>, signature: string | undefined): boolean {
    const token = this.deps.settings.account()?.authToken;
    return Boolean(token && signature && twilio.validateRequest(token, signature, `${this.deps.config.publicUrl}${path}`, params));
  }

  /** This month's texts the provider accepted, and their segments (Melbourne months). */
  async month(em: EntityManager): Promise<SmsMonth> {
    const [row] = await em.getConnection().execute<Array<{ texts: number; segments: number }>>(
      `SELECT count(*)::int AS texts, coalesce(sum(segments), 0)::int AS segments FROM sms_message
       WHERE direction = 'out' AND sent_at >= (date_trunc('month', now() AT TIME ZONE ?) AT TIME ZONE ?)`,
      [this.deps.config.timeZone, this.deps.config.timeZone],
    );
    return { texts: row.texts, segments: row.segments };
  }

  /** The texts of an appointment or a customer, newest first. */
  list(em: EntityManager, where: { appointmentId?: string; customerId?: string }): Promise<SmsMessage[]> {
    return em.find(SmsMessage, where, { orderBy: { createdAt: 'desc' }, limit: 100 });
  }

  start(): void {
    this.worker.start();
  }

  close(): Promise<void> {
    return this.worker.stop();
  }
}

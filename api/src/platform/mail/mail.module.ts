/**
 * The one mail module: every feature's email templates, registered once, and the rendering of a queued
 * mail at send time with the workshop's context (business details, admin address, zone, clock).
 * Built once by the composition root and handed to the outbox worker.
 */
import type { Config } from '../../config.js';
import { businessOf, type Business } from '../../shared/business.js';
import type { Clock } from '../../shared/time.js';
import type { InlineAttachment, MailContext, MailTemplate, OutgoingMail } from './mail-template.js';

/** The header of every message no person wrote (RFC 3834): autoresponders leave it unanswered. */
const AUTOMATIC = { 'Auto-Submitted': 'auto-generated' } as const;

/** A message ready for the transport: every attachment resolved to bytes. */
export interface SendableMail {
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
  inReplyTo?: string;
  references?: string[];
  headers?: Record<string, string>;
}

/** Runs after a message of a template was accepted by SMTP (e.g. a reply is filed in the mailbox's Sent folder). */
export type SentHandler = (mail: OutgoingMail) => Promise<void>;

/** Loads a stored document's bytes when a message attaching it is sent. */
export type DocumentResolver = (documentId: string) => Promise<InlineAttachment>;

export class MailModule {
  private readonly templates = new Map<string, MailTemplate<unknown>>();
  private documents: DocumentResolver | null = null;
  private business: (() => Promise<Business>) | null = null;
  private readonly sentHandlers = new Map<string, SentHandler>();

  constructor(
    private readonly context: () => MailContext,
    templates: ReadonlyArray<MailTemplate<unknown>> = [],
  ) {
    for (const t of templates) this.register(t);
  }

  register<F>(template: MailTemplate<F>): void {
    if (this.templates.has(template.name)) throw new Error(`mail template ${template.name} is already registered`);
    this.templates.set(template.name, template as MailTemplate<unknown>);
  }

  /** The settings feature registers where the workshop's details come from (saved in the app, else configured). */
  useBusiness(source: () => Promise<Business>): void {
    this.business = source;
  }

  /** The documents feature registers how `{ documentId }` attachments are loaded. */
  resolveDocumentsWith(resolver: DocumentResolver): void {
    this.documents = resolver;
  }

  /** A feature asks to hear of each sent message of `template`. */
  onSent(template: string, handler: SentHandler): void {
    if (!this.templates.has(template)) throw new Error(`unknown mail template ${template}`);
    this.sentHandlers.set(template, handler);
  }

  /** Called by the outbox worker once SMTP accepted `mail`; resolves when the template's handler (if any) is done. */
  async sent(template: string | null, mail: OutgoingMail): Promise<void> {
    const handler = template ? this.sentHandlers.get(template) : undefined;
    if (handler) await handler(mail);
  }

  /**
   * Renders a queued mail. Rows queued before payload versions existed (version null) are
   * version 1. Facts of a newer version than this build knows are refused (a rolling deploy:
   * the row is retried, by this or a newer instance).
   */
  async render(name: string, version: number | null, facts: unknown): Promise<SendableMail> {
    const template = this.templates.get(name);
    if (!template) throw new Error(`unknown mail template ${name}`);
    const queuedAs = version ?? 1;
    if (queuedAs > template.version) throw new Error(`mail template ${name} v${queuedAs} is newer than this build's v${template.version}`);
    let current: unknown = facts;
    if (queuedAs < template.version) {
      if (!template.upgrade) throw new Error(`mail template ${name} cannot read v${queuedAs} facts`);
      current = template.upgrade(facts, queuedAs);
    }
    const context = this.context();
    const mail = template.render(current, this.business ? { ...context, business: await this.business() } : context);
    const attachments = await Promise.all(
      (mail.attachments ?? []).map(async (a) => {
        const inline = 'documentId' in a ? await this.document(a.documentId) : a;
        return { filename: inline.filename, contentType: inline.contentType, content: Buffer.from(inline.content) };
      }),
    );
    const headers = template.writtenByPerson ? mail.headers : { ...AUTOMATIC, ...mail.headers };
    return {
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
      attachments,
      ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
      ...(mail.references?.length ? { references: mail.references } : {}),
      ...(headers ? { headers } : {}),
    };
  }

  /**
   * What a queued mail says (its subject), rendered as it would be sent but without loading its
   * attachments: for showing staff what went out. Null when this build cannot render it.
   */
  async subjectOf(name: string, version: number | null, facts: unknown): Promise<string | null> {
    const template = this.templates.get(name);
    const queuedAs = version ?? 1;
    if (!template || queuedAs > template.version) return null;
    let current: unknown = facts;
    if (queuedAs < template.version) {
      if (!template.upgrade) return null;
      current = template.upgrade(facts, queuedAs);
    }
    const context = this.context();
    return template.render(current, this.business ? { ...context, business: await this.business() } : context).subject;
  }

  private document(id: string): Promise<InlineAttachment> {
    if (!this.documents) throw new Error(`no document resolver registered for attachment ${id}`);
    return this.documents(id);
  }
}

/** The mail module with every feature's templates (features/index.ts). */
export function createMailModule(config: Config, clock: Clock, templates: ReadonlyArray<MailTemplate<unknown>>): MailModule {
  const business = businessOf(config);
  return new MailModule(() => ({ business, adminEmail: config.adminEmail, timeZone: config.timeZone, now: clock.now() }), templates);
}

/**
 * The job card rules for staff: create (and ask the customer to sign), list and group, edit with
 * a revision check and the Invoiced lock, delete, and Generate & Send Quote.
 */
import type { InspectionCheckFacts } from '../documents/public.js';
import { vehicleNameCase } from '../../shared/vehicle-name.js';
import { assertVehicleYear } from '../../shared/customer-fields.js';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { AppError } from '../../shared/errors.js';
import { decodeCursor, everyPage, MAX_PAGE_SIZE, pageOf, readLimit, type Page } from '../../shared/paging.js';
import { readGstPercent, type LineEdge, type LineRules, type PricedLine } from '../../shared/priced-document.js';
import { regoKey, tidyRego } from '../../shared/rego.js';
import { cleanText } from '../../shared/text.js';
import { isId } from '../../shared/ids.js';
import { workshopDay, type Clock } from '../../shared/time.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import type { DocumentIssuer } from '../documents/document-issuer.service.js';
import type { WorkshopProfile } from '../../shared/business.js';
import { signingRequestMail } from './jobcard-documents.js';
import { issueQuote } from './quote-issue.js';
import { allows, assertChoice, refusal, step, workDone } from './jobcard-life.js';
import { cardChanged } from './jobcard-changes.js';
import { JobCard } from './jobcard.entity.js';
import { currentState, type CardEdit } from './jobcard-save.js';
import type { JobCardSaveWriter } from './jobcard-save-writer.js';
import { currentActor } from '../../shared/actor.js';
import { CreateJobCardInput, FINAL_ITEMS, QUOTE_ITEMS, type GenerateQuoteInput, type JobCardFilter, type UpdateJobCardInput } from './jobcard.inputs.js';
import { Quote, quoteNumberLabel, type QuotedCheck } from './quote.entity.js';
import { quoteFigures, type QuoteFigures } from './quote-figures.js';
import { whereOf } from './jobcard-filter.js';
import { quotedLines } from './decided-lines.js';
import { customerFor } from '../customers/public.js';
import { Appointment } from '../booking/appointment.entity.js';
import type { AdminClaims } from '../auth/auth.types.js';
import type { SmsService } from '../sms/sms.service.js';
import type { WeekHours } from '../booking/public.js';
import { notifyReady, type ReadyNotice } from './ready-notice.js';
import { JobCardKinds } from './card-kinds.js';
import { startFromAppointment } from './appointment-card.js';

/** The statuses a job is completed in. */
export const JOB_CARD_NOT_FOUND = 'Job card not found.';
const STALE_REVISION =
  'Someone else changed this job card since you opened it, so your change was not saved. Reload the card to see the latest version.';
/** What a technician's save may not touch: the priced lines and who the customer is. */
const FLOOR_EDITS = 'Technicians cannot change a job card’s items or customer: ask a service adviser.';
const NOT_SIGNED_YET = 'This job card has no signed service terms yet: the customer has not signed.';

export interface JobCardDeps {
  config: Config;
  clock: Clock;
  changes: ChangeUnit;
  /** Render, store, mail: how a quote's PDF is issued. */
  issuer: DocumentIssuer;
  /** The workshop's profile now (settings): how long a quote's prices hold. */
  profile: () => Promise<WorkshopProfile>;
  /** Whether the workshop charges GST now (settings): a quote from one not registered charges none. */
  chargesGst: () => Promise<boolean>;
  /** Whether the workshop's entered prices include GST (settings): the basis of a new quote. */
  pricesIncludeGst: () => Promise<boolean>;
  /** The autosave's writes: each card's saves in order; on a PostgreSQL server, grouped. */
  saves: JobCardSaveWriter;
  /** Wakes the webhooks' worker after an autosave, whose statement queued its deliveries. */
  webhooks?: { notify(...events: Array<'jobcard.changed' | 'jobcard.completed'>): void };
  /** The lines of a request, their labour rates and technicians checked (documents). */
  readLines: (em: EntityManager, raw: unknown, edge: LineEdge, rules?: LineRules) => Promise<PricedLine[]>;
  /** Texts (the sms feature): quotes and 'your car is ready' by text where the customer's choice allows. */
  texts?: SmsService;
  /** The workshop's opening hours (settings): 'open until 5:30 pm today' in 'your car is ready'. */
  hours?: () => Promise<WeekHours>;
}

export interface JobCardDay {
  /** yyyy-MM-dd in the workshop's time zone. */
  date: string;
  /** "Monday 23 November 2026" */
  label: string;
  jobCards: JobCard[];
}

/** Optional text as stored: undefined stays undefined (not sent), blank becomes null. */
function optionalText(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : value ? cleanText(value) || null : null;
}

/** The number of a card's live invoice (INV-000002), if it has one. */
export type InvoiceNumberOf = (tx: EntityManager, jobCardId: string) => Promise<string | null>;

/** The rated checks of a card's inspection, with their thumbnails, as a quote prints them. */
export type QuoteInspectionSource = (tx: EntityManager, jobCardId: string) => Promise<InspectionCheckFacts[]>;

/** The rated checks of a card's inspection with their photos, as the quote's page shows them (recorded on the quote). */
export type QuoteInspectionShown = (tx: EntityManager, jobCardId: string) => Promise<QuotedCheck[]>;

export class JobCardService {
  private quoteInspection: QuoteInspectionSource | null = null;
  private quoteInspectionShown: QuoteInspectionShown | null = null;

  /** The kinds of card other features add (a roadworthy inspection), started with the card. */
  readonly kinds = new JobCardKinds();

  constructor(private readonly deps: JobCardDeps) {}

  /** The lines of a request (readLines), each labour line's rate and technician checked. */
  readLines(em: EntityManager, raw: unknown, edge: LineEdge, rules: LineRules = {}): Promise<PricedLine[]> {
    return this.deps.readLines(em, raw, edge, rules);
  }

  /**
   * Creates the card (Pending Diagnosis) and emails the customer the signing link, atomically;
   * `from.appointment` links it to the booking it starts from, `from.sendPolicy: false` sends no email.
   */
  async create(em: EntityManager, input: CreateJobCardInput, from: { appointment?: Appointment; sendPolicy?: boolean } = {}): Promise<JobCard> {
    const kind = this.kinds.read(input.kind);
    const card = Object.assign(new JobCard(), {
      customerName: cleanText(input.customerName),
      customerEmail: cleanText(input.customerEmail),
      customerPhone: (input.customerPhone ? cleanText(input.customerPhone) || null : null),
      carRego: tidyRego(input.carRego),
      regoKey: regoKey(input.carRego),
      customerComplaint: (input.customerComplaint ? cleanText(input.customerComplaint) || null : null),
      ...this.vehicleOf(input),
      appointment: from.appointment ?? null,
      createdAt: this.deps.clock.now(),
    });
    await this.deps.changes.run(em, async (tx, effects) => {
      card.customer = await customerFor(tx, { email: card.customerEmail, phone: card.customerPhone, name: card.customerName });
      await tx.persist(card).flush();
      cardChanged(effects, card, 'created', {
        action: 'jobcard.created',
        summary: `Job card for ${card.customerName} (${card.carRego}) created${from.appointment ? ' from their booking' : ''}`,
        changes: { status: [null, card.status], customerEmail: [null, card.customerEmail], customerPhone: [null, card.customerPhone ?? null] },
      });
      await this.kinds.start(kind, tx, effects, card);
      if (from.sendPolicy !== false) effects.mail(signingRequestMail(card));
    });
    card.quoteList = [];
    return card;
  }

  /** 'Start job card' on a booking (appointment-card.ts). */
  startFromAppointment(em: EntityManager, appointmentId: string, sendPolicy: unknown): Promise<JobCard> {
    return startFromAppointment(this, em, appointmentId, sendPolicy);
  }

  /** A reading lower than the vehicle's highest from another job card needs the staff's confirmation (409 until then). */
  private async refuseLowerOdometer(em: EntityManager, id: string, km: number): Promise<void> {
    const [higher] = await em.getConnection().execute<Array<{ km: number; read_at: Date }>>(
      `select r.km, r.read_at from odometer_reading r join job_card j on j._id = ? and r.rego_key = j.rego_key
       where r.job_card_id is distinct from j._id and r.km > ? order by r.km desc limit 1`,
      [id, km],
    );
    if (!higher) return;
    const day = workshopDay(new Date(higher.read_at), this.deps.config.timeZone).label;
    throw AppError.conflict(
      `${km.toLocaleString('en-AU')} km is lower than an earlier reading of this vehicle (${higher.km.toLocaleString('en-AU')} km on ${day}). Check the odometer, and confirm to keep it.`,
      { odometer: 'lower', previousKm: String(higher.km) },
    );
  }

  /** The vehicle's fields of an input, tidied; a year after next year is refused. Absent fields stay undefined. */
  private vehicleOf(input: Pick<UpdateJobCardInput, 'vehicleMake' | 'vehicleModel' | 'vehicleYear' | 'odometerKm'>) {
    if (input.vehicleYear != null) assertVehicleYear(input.vehicleYear, workshopDay(this.deps.clock.now(), this.deps.config.timeZone).date);
    return { vehicleMake: vehicleNameCase(optionalText(input.vehicleMake)), vehicleModel: vehicleNameCase(optionalText(input.vehicleModel)), vehicleYear: input.vehicleYear, odometerKm: input.odometerKm };
  }

  /** Newest first, with their quotes. */
  async list(em: EntityManager, filter: JobCardFilter = {}): Promise<JobCard[]> {
    const cards = await em.find(JobCard, whereOf(filter), { orderBy: { createdAt: 'desc', _id: 'desc' } });
    await this.attachQuotes(em, cards);
    return cards;
  }

  /** The list one page at a time, newest first (years of job cards are never sent whole). */
  async page(em: EntityManager, filter: JobCardFilter = {}, page: { limit?: unknown; after?: unknown } = {}): Promise<Page<JobCard>> {
    const limit = readLimit(page.limit);
    const after = decodeCursor(page.after, /^[0-9a-f]{24}$/);
    const where = whereOf(filter);
    if (after) where.$or = [{ createdAt: { $lt: after.at } }, { createdAt: after.at, _id: { $lt: after.tie } }];
    const rows = await em.find(JobCard, where, { orderBy: { createdAt: 'desc', _id: 'desc' }, limit: limit + 1 });
    const result = pageOf(rows, limit, (card) => ({ at: card.createdAt, tie: card._id }));
    await this.attachQuotes(em, result.items);
    return result;
  }

  /** The whole filtered list, newest first, read page after page (each on its own fork, so no page outlives its turn). */
  every(em: EntityManager, filter: JobCardFilter = {}): AsyncGenerator<JobCard[]> {
    return everyPage((after) => this.page(em.fork(), filter, { limit: MAX_PAGE_SIZE, after }));
  }

  /** The list grouped by creation day in the workshop's time zone, newest day first. */
  async days(em: EntityManager, filter: JobCardFilter = {}): Promise<JobCardDay[]> {
    const days: JobCardDay[] = [];
    for (const card of await this.list(em, filter)) {
      const { date, label } = this.createdDay(card);
      if (days.at(-1)?.date !== date) days.push({ date, label, jobCards: [] });
      days.at(-1)!.jobCards.push(card);
    }
    return days;
  }

  /** The workshop day a card was created: yyyy-MM-dd and in words. */
  createdDay(card: Pick<JobCard, 'createdAt'>): { date: string; label: string } {
    return workshopDay(card.createdAt, this.deps.config.timeZone);
  }

  async get(em: EntityManager, id: string): Promise<JobCard> {
    const card = isId(id) ? await em.findOne(JobCard, { _id: id }) : null;
    if (!card) throw AppError.notFound(JOB_CARD_NOT_FOUND);
    await this.attachQuotes(em, [card]);
    return card;
  }

  /** The cards of one vehicle (by its rego key: upper case, no spaces) or one customer, oldest first, with their quotes. */
  async cardsOf(em: EntityManager, of: { regoKey: string } | { customer: string }): Promise<JobCard[]> {
    const cards = await em.find(JobCard, of, { orderBy: { createdAt: 'asc', _id: 'asc' } });
    await this.attachQuotes(em, cards);
    return cards;
  }

  /** The stored id of the card's archived signed-terms PDF; 404 (with a message) until it is signed. */
  async signedDocumentId(em: EntityManager, id: string): Promise<string> {
    const card = isId(id) ? await em.findOne(JobCard, { _id: id }, { fields: ['_id', 'termsAccepted', 'signedDocumentId'] }) : null;
    if (!card) throw AppError.notFound(JOB_CARD_NOT_FOUND);
    if (!card.signedDocumentId) throw AppError.notFound(NOT_SIGNED_YET);
    return card.signedDocumentId;
  }

  /** Quotes of one card, newest first. */
  async quotesOf(em: EntityManager, card: JobCard): Promise<Quote[]> {
    if (!card.quoteList) await this.attachQuotes(em, [card]);
    return card.quoteList!;
  }

  /**
   * An autosave or completion: only the fields sent change. Refused when the card is Invoiced
   * (409), when `revision` is not the card's current one (409: someone else saved first), and
   * for the Invoiced status (400).
   */
  async update(em: EntityManager, id: string, input: UpdateJobCardInput, caller?: Pick<AdminClaims, 'role'> | null): Promise<JobCard> {
    if (caller?.role === 'technician' && (input.finalItems != null || input.customerEmail != null || input.customerPhone != null)) throw AppError.forbidden(FLOOR_EDITS);
    const items = input.finalItems != null ? await this.readLines(em, input.finalItems, FINAL_ITEMS, { draft: true, origins: true }) : null;
    if (input.status != null) assertChoice('staffSet', input.status);
    if (!isId(id)) throw AppError.notFound(JOB_CARD_NOT_FOUND);
    const edit: CardEdit = {
      finalItems: items,
      mechanicNotes: input.mechanicNotes ?? null,
      workshopNotes: input.workshopNotes ?? null,
      status: input.status ?? null,
      customerEmail: input.customerEmail != null ? cleanText(input.customerEmail) : null,
      customerPhone: optionalText(input.customerPhone),
      ...this.vehicleOf(input),
      revision: input.revision ?? null,
    };
    if (input.odometerKm != null && !input.odometerConfirmed) await this.refuseLowerOdometer(em, id, input.odometerKm);
    const saved = await this.deps.saves.save(em, id, edit, { actor: currentActor(), at: this.deps.clock.now() });
    if (!saved) {
      const now = await currentState(em, id);
      if (!now) throw AppError.notFound(JOB_CARD_NOT_FOUND);
      step(now, 'edit');
      throw AppError.conflict(STALE_REVISION);
    }
    const { card, hasQuotes, wasStatus } = saved;
    if (hasQuotes) await this.attachQuotes(em, [card]);
    else card.quoteList = [];
    const change = workDone(card.status) && !workDone(wasStatus) ? 'completed' : 'updated';
    // The autosave writes with its own statement (saveEdit), its webhook deliveries included; its
    // effects go out as any change's.
    this.deps.changes.committed((effects) => cardChanged(effects, { _id: id }, change, null), { mailQueued: false });
    this.deps.webhooks?.notify('jobcard.changed', ...(change === 'completed' ? (['jobcard.completed'] as const) : []));
    return card;
  }

  /**
   * Deletes a card with its quotes (ON DELETE CASCADE). An Invoiced card is refused (409): its
   * invoice keeps its card and quotes. The card's row lock orders a delete against a completion
   * of the same card: whichever locks second finds the card Invoiced (409) or gone (404).
   */
  async delete(em: EntityManager, id: string): Promise<string> {
    await this.deps.changes.run(em, async (tx, effects) => {
      const card = await this.lock(tx, id);
      if (!allows(card.status, 'delete')) throw refusal('delete', await this.invoiceNumberOf(tx, card._id));
      const deleted = await tx.nativeDelete(JobCard, { _id: card._id });
      if (!deleted) throw AppError.notFound(JOB_CARD_NOT_FOUND);
      cardChanged(effects, card, 'deleted', {
        action: 'jobcard.deleted',
        summary: `Job card for ${card.customerName} (${card.carRego}) deleted`,
        changes: { status: [card.status, null], finalItems: [card.finalItems, null] },
      });
    });
    return 'Job card deleted.';
  }

  private invoiceNumberOf: InvoiceNumberOf = async () => null;

  /** Job invoicing tells which invoice an Invoiced card has (what its refused delete names). */
  useInvoiceNumberOf(source: InvoiceNumberOf): void {
    this.invoiceNumberOf = source;
  }

  /**
   * Numbers the quote from the database sequence, stores it, supersedes the card's earlier open
   * quotes, sets Pending Quote Approval, stores its PDF and emails it (quote-issue.ts: the PDF is
   * rendered before the change, never under the card's lock).
   */
  async generateQuote(em: EntityManager, id: string, input: GenerateQuoteInput): Promise<{ message: string; quote: Quote }> {
    const items = quotedLines(await this.readLines(em, input.items, QUOTE_ITEMS, { origins: true }));
    if (!items.length) throw AppError.badInput('A quote needs at least one line.');
    const gstPercent = (await this.deps.chargesGst()) ? readGstPercent(input.gstPercent) : 0;
    const workshopBasis = input.gstIncludedInEstimate ?? (await this.deps.pricesIncludeGst());

    const { card, quote } = await issueQuote(
      {
        ...this.deps,
        card: (fork, cardId) => this.get(fork, cardId),
        lockEditable: (tx, cardId) => this.lockEditable(tx, cardId),
        quotesOf: (fork, c) => this.quotesOf(fork, c),
        inspection: (fork, cardId) => (this.quoteInspection ? this.quoteInspection(fork, cardId) : Promise.resolve([])),
        inspectionShown: (fork, cardId) => (this.quoteInspectionShown ? this.quoteInspectionShown(fork, cardId) : Promise.resolve([])),
      },
      em,
      id,
      { items, gstPercent, gstIncludedInEstimate: input.gstIncludedInEstimate ?? null, workshopBasis, notes: input.notes },
    );
    return { message: `Quote ${quoteNumberLabel(quote.number)} sent to ${card.customerEmail}.`, quote };
  }

  /** 'Notify customer': tells the card's customer their car is ready for pickup (ready-notice.ts). */
  notifyReady(em: EntityManager, id: string): Promise<ReadyNotice> {
    const { clock, changes, config, profile, hours, texts } = this.deps;
    return notifyReady({ clock, changes, timeZone: config.timeZone, profile, hours, texts }, em, id);
  }

  /**
   * The inspection feature gives each quote the card's rated checks (its PDF section and the
   * email's findings) and what its page shows (recorded on the quote when it is sent).
   */
  useQuoteInspection(source: QuoteInspectionSource, shown?: QuoteInspectionShown): void {
    this.quoteInspection = source;
    this.quoteInspectionShown = shown ?? null;
  }

  /**
   * The card, row-locked for this transaction, for a command that changes it beside its own
   * records (job invoicing, in its change unit); null when there is none.
   */
  async lockCard(tx: EntityManager, id: string): Promise<JobCard | null> {
    return isId(id) ? tx.findOne(JobCard, { _id: id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }) : null;
  }

  private async lock(tx: EntityManager, id: string): Promise<JobCard> {
    const card = await this.lockCard(tx, id);
    if (!card) throw AppError.notFound(JOB_CARD_NOT_FOUND);
    return card;
  }

  /** The card, row-locked for this transaction; an Invoiced card refuses every edit. */
  private async lockEditable(tx: EntityManager, id: string): Promise<JobCard> {
    const card = await this.lock(tx, id);
    step(card, 'edit');
    return card;
  }

  private async attachQuotes(em: EntityManager, cards: JobCard[]): Promise<void> {
    if (!cards.length) return;
    const quotes = await em.find(Quote, { jobCard: { $in: cards.map((c) => c._id) } }, { orderBy: { sentAt: 'desc', number: 'desc' } });
    const byCard = new Map<string, Quote[]>(cards.map((c) => [c._id, []]));
    for (const q of quotes) byCard.get(q.jobCard._id)?.push(q);
    for (const card of cards) card.quoteList = byCard.get(card._id)!;
  }

  /** Analytics: the standing quotes sent in [start, end) and how customers answered them, counted by the database. */
  quoteFigures(em: EntityManager, start: Date, end: Date): Promise<QuoteFigures> {
    return quoteFigures(em, start, end);
  }
}

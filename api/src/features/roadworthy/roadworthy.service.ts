/**
 * Roadworthy inspections: a job card becomes one when its inspection is started (a full one from
 * the checklist, or the re-test of a failed one inside its 7-day window); staff save each item's
 * pass or fail with a note and the result. A pass records the certificate (current for 30 days);
 * a fail makes the rejection report, stored and emailed to the customer with the change.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminUser } from '../auth/admin-user.entity.js';
import { isId } from '../../shared/ids.js';
import { AppError } from '../../shared/errors.js';
import { cleanText, findInvalidText, INVALID_TEXT_MESSAGE } from '../../shared/text.js';
import { longDate, workshopDay, type Clock } from '../../shared/time.js';
import type { ChangeUnit, Effects } from '../../platform/outbox/public.js';
import type { Services } from '../../services.js';
import type { SmsService } from '../sms/sms.service.js';
import type { RoadworthyRejectionFacts } from '../documents/public.js';
import { cardChanged, jobNumberLabel } from '../jobcards/public.js';
import { RoadworthyInspection, RoadworthyTester, type RoadworthyItem } from './roadworthy.entity.js';
import { checkResult, closedNote, currentUntil, reinspectBy, windowEnded } from './roadworthy-rules.js';
import { RoadworthyChecklistService } from './roadworthy-checklist.service.js';
import { NOT_ROADWORTHY, noItem, type RoadworthyPhotoService, type StoredRoadworthyPhoto } from './roadworthy-photo.service.js';
import { roadworthyRejected } from './roadworthy.templates.js';
import type { JobCardRoadworthy, RoadworthyCertificate, RoadworthyFailure } from './roadworthy.types.js';

interface Deps {
  changes: ChangeUnit;
  clock: Clock;
  timeZone: string;
  checklist: RoadworthyChecklistService;
  issuer: Services['documentIssuer'];
  /** Whether the workshop is closed all day on a date, by its opening hours. */
  closedOn: (date: string) => Promise<boolean>;
  /** A transactional text to the customer, when that kind goes by text and they take texts. */
  texts: Pick<SmsService, 'toCustomer'>;
  /** The workshop's name and phone, as a text signs off. */
  profile: () => Promise<{ name: string; phone: string }>;
  photos: RoadworthyPhotoService;
}

/** The kind of text that tells a customer their vehicle failed (switched on or off with the other kinds). */
const REJECTED_TEXT = 'roadworthy.rejected';

interface CardRow {
  _id: string;
  job_number: number;
  customer_id: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  car_rego: string;
  rego_key: string;
  vehicle_make: string | null;
  vehicle_model: string | null;
  vehicle_year: number | null;
}

const NOTE_MAX = 500;
const RESULTS = new Set(['pass', 'fail']);

function readResult(value: unknown, what: string): 'pass' | 'fail' | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' || !RESULTS.has(value)) throw AppError.badInput(`${what} must be 'pass', 'fail' or null.`);
  return value as 'pass' | 'fail';
}

export class RoadworthyService {
  constructor(private readonly deps: Deps) {}

  private today(): string {
    return workshopDay(this.deps.clock.now(), this.deps.timeZone).date;
  }

  private async card(em: EntityManager, id: string): Promise<CardRow> {
    const [row] = await em
      .getConnection()
      .execute<CardRow[]>(
        'select _id, job_number, customer_id, customer_name, customer_email, customer_phone, car_rego, rego_key, vehicle_make, vehicle_model, vehicle_year from job_card where _id = ?',
        [id],
        'all',
        em.getTransactionContext(),
      );
    if (!row) throw AppError.notFound('Job card not found.');
    return row;
  }

  /** A card's inspection as staff see it ('repair' and no items when it is not a roadworthy card). */
  async inspection(em: EntityManager, jobCardId: string): Promise<JobCardRoadworthy> {
    const card = await this.card(em, jobCardId);
    const row = await em.findOne(RoadworthyInspection, { jobCardId });
    // What a repair card could re-test, or, for a full inspection, the failure it no longer can.
    const previousFail = row?.retestOf ? null : await this.lastFailure(em, card.rego_key, jobCardId);
    const retestOfJobNumber = row?.retestOf ? jobNumberLabel((await this.card(em, row.retestOf)).job_number) : null;
    return { ...view(jobCardId, row, await this.deps.photos.byItem(em, jobCardId)), previousFail, retestOfJobNumber };
  }

  /**
   * Makes the card a roadworthy inspection: a full one from the checklist, or (retestOf) the
   * re-test of a failed inspection's failed items, its passed items carried over as passed.
   */
  async start(em: EntityManager, jobCardId: string, retestOf: string | null | undefined): Promise<JobCardRoadworthy> {
    await this.card(em, jobCardId);
    await this.deps.changes.run(em, async (tx, effects) => {
      await this.startIn(tx, effects, jobCardId, retestOf ?? null);
      cardChanged(effects, { _id: jobCardId }, 'updated', null);
    });
    return this.inspection(em.fork(), jobCardId);
  }

  /**
   * A card made as a roadworthy inspection (or started from a roadworthy booking), in its creating
   * transaction: the re-test of the vehicle's failed inspection while its window is open, else a
   * full one.
   */
  async startWithCard(tx: EntityManager, effects: Effects, card: { _id: string; regoKey: string }): Promise<void> {
    const failed = await this.lastFailure(tx, card.regoKey, card._id);
    await this.startIn(tx, effects, card._id, failed?.windowOpen ? failed.jobCardId : null);
  }

  private async startIn(tx: EntityManager, effects: Effects, jobCardId: string, retestOf: string | null): Promise<void> {
    if (await tx.findOne(RoadworthyInspection, { jobCardId })) throw AppError.conflict('This job card is already a roadworthy inspection.');
    let items: RoadworthyItem[];
    if (retestOf) {
      if (retestOf === jobCardId) throw AppError.badInput('A card cannot re-test itself.');
      const failed = await tx.findOne(RoadworthyInspection, { jobCardId: retestOf });
      if (!failed || failed.result !== 'fail' || !failed.inspectedOn) throw AppError.badInput('Only a failed roadworthy inspection can be re-tested.');
      const lastDay = reinspectBy(failed.inspectedOn);
      if (this.today() > lastDay) throw AppError.badInput(windowEnded(lastDay), { retestOf: [windowEnded(lastDay)] });
      items = failed.items.map((i) => (i.result === 'pass' ? { ...i } : { ...i, result: null, note: i.note }));
    } else {
      items = (await this.deps.checklist.checks(tx)).filter((c) => !c.hidden).map((c) => ({ key: c.key, group: c.group, label: c.label, result: null, note: '' }));
    }
    const now = this.deps.clock.now();
    tx.create(RoadworthyInspection, { jobCardId, retestOf, items, createdAt: now, updatedAt: now });
    await tx.flush();
    effects.audit({
      action: 'roadworthy.started',
      entityType: 'job_card',
      entityId: jobCardId,
      summary: retestOf ? `Roadworthy re-test started (failed items of ${retestOf})` : 'Roadworthy inspection started',
    });
  }

  /**
   * The vehicle's last failed inspection not yet re-tested (another card's), with the last day of
   * its window: what a new roadworthy card of that vehicle may re-test.
   */
  private async lastFailure(em: EntityManager, rego: string, notCard: string): Promise<RoadworthyFailure | null> {
    const [row] = await em.getConnection().execute<Array<{ job_card_id: string; job_number: number; inspected_on: string }>>(
      `select ri.job_card_id, jc.job_number, to_char(ri.inspected_on, 'YYYY-MM-DD') as inspected_on
         from roadworthy_inspection ri join job_card jc on jc._id = ri.job_card_id
        where jc.rego_key = ? and ri.job_card_id <> ? and ri.result = 'fail' and ri.inspected_on is not null
          and not exists (select 1 from roadworthy_inspection t where t.retest_of = ri.job_card_id)
        order by ri.inspected_on desc, ri.updated_at desc limit 1`,
      [rego, notCard],
      'all',
      em.getTransactionContext(),
    );
    if (!row) return null;
    const lastDay = reinspectBy(row.inspected_on);
    return { jobCardId: row.job_card_id, jobNumber: jobNumberLabel(row.job_number), reinspectBy: lastDay, windowOpen: this.today() <= lastDay };
  }

  /** Saves the items sent, then the result; the member of staff saving a result is its tester. */
  async save(em: EntityManager, jobCardId: string, body: unknown, caller: { sub: string } | null): Promise<JobCardRoadworthy> {
    if (!caller) throw AppError.unauthenticated();
    if (findInvalidText(body) !== undefined) throw AppError.badInput(INVALID_TEXT_MESSAGE);
    const input = (body ?? {}) as { items?: unknown; result?: unknown; certificateNumber?: unknown };
    if (input.items !== undefined && !Array.isArray(input.items)) throw AppError.badInput('`items` must be a list of { key, result, note }.');
    const result = readResult(input.result, 'The result');
    const certificate = typeof input.certificateNumber === 'string' ? cleanText(input.certificateNumber) || null : null;
    if (certificate && certificate.length > 40) throw AppError.badInput('The certificate number must be at most 40 characters.', { certificateNumber: ['At most 40 characters.'] });

    const card = await this.card(em, jobCardId);
    const current = await em.fork().findOne(RoadworthyInspection, { jobCardId });
    if (!current) throw AppError.badInput(NOT_ROADWORTHY);
    const items = current.items.map((i) => ({ ...i }));
    const byKey = new Map(items.map((i) => [i.key, i]));
    for (const raw of (input.items ?? []) as Array<{ key?: unknown; result?: unknown; note?: unknown }>) {
      const item = typeof raw?.key === 'string' ? byKey.get(raw.key) : undefined;
      if (!item) throw AppError.badInput(noItem(String(raw?.key)));
      item.result = readResult(raw.result, `The result of "${item.label}"`);
      if (raw.note !== undefined && raw.note !== null && typeof raw.note !== 'string') throw AppError.badInput(`The note of "${item.label}" must be text.`);
      const note = cleanText((raw.note as string | null | undefined) ?? '');
      if (note.length > NOTE_MAX) throw AppError.badInput(`The note of "${item.label}" must be at most ${NOTE_MAX} characters.`);
      item.note = note;
    }
    checkResult(result, items, certificate);

    const today = this.today();
    const tester = result ? await this.tester(em, caller.sub) : null;
    const newlyFailed = result === 'fail' && current.result !== 'fail';
    const report = newlyFailed && card.customer_email ? await this.renderReport(em, card, { items, inspectedOn: today, testerName: tester!.name, testerNumber: tester!.number }) : null;

    const saved = await this.deps.changes.run(em, async (tx, effects) => {
      const row = await tx.findOneOrFail(RoadworthyInspection, { jobCardId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      Object.assign(row, {
        items,
        result,
        certificateNumber: result === 'pass' ? certificate : null,
        testerName: tester?.name ?? row.testerName ?? null,
        testerNumber: tester?.number ?? row.testerNumber ?? null,
        inspectedOn: result ? (row.result === result ? (row.inspectedOn ?? today) : today) : null,
        issuedOn: result === 'pass' ? (row.result === 'pass' && row.issuedOn ? row.issuedOn : today) : null,
        updatedAt: this.deps.clock.now(),
      });
      await tx.flush();
      const summary =
        result === 'pass' ? `Roadworthy certificate ${certificate} issued` : result === 'fail' ? `Roadworthy inspection failed: ${items.filter((i) => i.result === 'fail').length} items` : 'Roadworthy inspection saved';
      // The card's screens, the diary and integrators hear of it.
      cardChanged(effects, { _id: jobCardId }, 'updated', {
        action: result === 'pass' ? 'roadworthy.passed' : result === 'fail' ? 'roadworthy.failed' : 'roadworthy.saved',
        summary,
      });
      if (newlyFailed) {
        const failed = items.filter((i) => i.result === 'fail').length;
        const { name, phone } = await this.deps.profile();
        await this.deps.texts.toCustomer(tx, effects, {
          customerId: card.customer_id,
          phone: card.customer_phone,
          kind: REJECTED_TEXT,
          body:
            `${name}: ${card.car_rego} did not pass its roadworthy inspection (${failed} ${failed === 1 ? 'item' : 'items'} to repair). ` +
            `Bring it back by ${longDate(reinspectBy(today))} and only ${failed === 1 ? 'that item is' : 'those items are'} re-tested.` +
            (card.customer_email ? ' The report is in your email.' : ` Questions? Call us on ${phone}.`),
        });
      }
      if (report) {
        const stored = await this.deps.issuer.store(tx, report.rendered);
        this.deps.issuer.mail(effects, stored._id, (documentId) =>
          roadworthyRejected.mail(card.customer_email, {
            customerName: card.customer_name,
            carRego: card.car_rego,
            reinspectBy: report.facts.reinspectBy,
            failed: report.facts.failed.map(({ label, note }) => ({ label, note })),
            documentId,
          }),
        );
      }
      return row;
    });
    return view(jobCardId, saved, await this.deps.photos.byItem(em, jobCardId));
  }

  /** A vehicle's last certificate (its last passed inspection), current or not. */
  async certificateOf(em: EntityManager, rego: string): Promise<RoadworthyCertificate | null> {
    const [row] = await em.getConnection().execute<Array<{ job_card_id: string; certificate_number: string; issued_on: string }>>(
      `select ri.job_card_id, ri.certificate_number, to_char(ri.issued_on, 'YYYY-MM-DD') as issued_on
         from roadworthy_inspection ri join job_card jc on jc._id = ri.job_card_id
        where jc.rego_key = ? and ri.result = 'pass' and ri.issued_on is not null
        order by ri.issued_on desc, ri.updated_at desc limit 1`,
      [rego],
      'all',
      em.getTransactionContext(),
    );
    if (!row) return null;
    const until = currentUntil(row.issued_on);
    return { jobCardId: row.job_card_id, certificateNumber: row.certificate_number, issuedOn: row.issued_on, currentUntil: until, current: this.today() <= until };
  }

  /** The rejection report of a failed inspection, rendered as it was saved. */
  async rejectionReport(em: EntityManager, jobCardId: string): Promise<{ filename: string; pdf: Buffer }> {
    const card = await this.card(em, jobCardId);
    const row = await em.findOne(RoadworthyInspection, { jobCardId });
    if (!row || row.result !== 'fail' || !row.inspectedOn) throw AppError.notFound('This job card has no failed roadworthy inspection: there is no rejection report.');
    const { rendered } = await this.renderReport(em, card, { items: row.items, inspectedOn: row.inspectedOn, testerName: row.testerName ?? '', testerNumber: row.testerNumber ?? '' });
    return { filename: rendered.filename, pdf: rendered.bytes };
  }

  private async renderReport(em: EntityManager, card: CardRow, inspection: { items: RoadworthyItem[]; inspectedOn: string; testerName: string; testerNumber: string }) {
    const lastDay = reinspectBy(inspection.inspectedOn);
    const failed = inspection.items.filter((i) => i.result === 'fail');
    const thumbnails = await this.deps.photos.thumbnails(em, card._id, failed.map((i) => i.key));
    const facts: RoadworthyRejectionFacts = {
      jobNumber: jobNumberLabel(card.job_number),
      customerName: card.customer_name,
      carRego: card.car_rego,
      vehicle: [card.vehicle_year, card.vehicle_make, card.vehicle_model].filter(Boolean).join(' '),
      inspectedOn: longDate(inspection.inspectedOn),
      reinspectBy: longDate(lastDay),
      closedNote: closedNote(lastDay, await this.deps.closedOn(lastDay)),
      testerName: inspection.testerName,
      testerNumber: inspection.testerNumber,
      failed: failed.map(({ key, group, label, note }) => ({ group, label, note, thumbnails: thumbnails.get(key) ?? [] })),
    };
    const rendered = await this.deps.issuer.roadworthyRejection(facts, `roadworthy-rejection-${jobNumberLabel(card.job_number)}.pdf`);
    return { facts, rendered };
  }

  /** The member of staff saving a result: their name and tester number (refused without one). */
  private async tester(em: EntityManager, userId: string): Promise<{ name: string; number: string }> {
    const user = await em.findOne(AdminUser, { _id: userId }, { fields: ['name', 'username'] });
    const tester = await em.fork().findOne(RoadworthyTester, { adminUserId: userId });
    if (!tester) throw AppError.badInput('Your staff account has no tester number: the owner sets it on your account before you record a result.');
    return { name: user?.name || user?.username || 'Tester', number: tester.testerNumber };
  }

  /** A member of staff's tester number (null: none). */
  async testerNumber(em: EntityManager, userId: string): Promise<string | null> {
    return (await em.findOne(RoadworthyTester, { adminUserId: userId }))?.testerNumber ?? null;
  }

  /** Sets (or, with null, clears) a member of staff's tester number. */
  async setTesterNumber(em: EntityManager, userId: string, value: unknown): Promise<string | null> {
    if (value !== null && typeof value !== 'string') throw AppError.badInput('The tester number must be text or null.');
    const number = value ? cleanText(value) : '';
    if (number.length > 40) throw AppError.badInput('The tester number must be at most 40 characters.', { testerNumber: ['At most 40 characters.'] });
    if (!isId(userId) || !(await em.findOne(AdminUser, { _id: userId }, { fields: ['_id'] }))) throw AppError.notFound('Staff account not found.');
    await this.deps.changes.run(em, async (tx, effects) => {
      const row = await tx.findOne(RoadworthyTester, { adminUserId: userId });
      if (!number) {
        if (row) tx.remove(row);
      } else if (row) row.testerNumber = number;
      else tx.create(RoadworthyTester, { adminUserId: userId, testerNumber: number });
      await tx.flush();
      effects.audit({ action: 'roadworthy.tester_number_set', entityType: 'user', entityId: userId, summary: number ? `Tester number set to ${number}` : 'Tester number cleared' });
    });
    return number || null;
  }
}

/** Where a card's roadworthy photos are served to staff (with the admin token). */
const photoBase = (jobCardId: string) => `/api/admin/jobcards/${jobCardId}/roadworthy/photos`;

/** The card's inspection as staff see it, each item with its photos. */
function view(jobCardId: string, row: RoadworthyInspection | null, photos: Map<string, StoredRoadworthyPhoto[]>): JobCardRoadworthy {
  if (!row) {
    return { jobCardId, kind: 'repair', retestOf: null, items: [], result: null, certificateNumber: null, testerName: null, testerNumber: null, inspectedOn: null, issuedOn: null, currentUntil: null, reinspectBy: null, previousFail: null, retestOfJobNumber: null };
  }
  return {
    jobCardId,
    kind: 'roadworthy',
    retestOf: row.retestOf ?? null,
    items: row.items.map((item) => ({
      ...item,
      photos: (photos.get(item.key) ?? []).map(({ id, width, height }) => ({ id, width, height, url: `${photoBase(jobCardId)}/${id}`, thumbnailUrl: `${photoBase(jobCardId)}/${id}?size=thumb` })),
    })),
    result: row.result ?? null,
    certificateNumber: row.certificateNumber ?? null,
    testerName: row.testerName ?? null,
    testerNumber: row.testerNumber ?? null,
    inspectedOn: row.inspectedOn ?? null,
    issuedOn: row.issuedOn ?? null,
    currentUntil: row.result === 'pass' && row.issuedOn ? currentUntil(row.issuedOn) : null,
    reinspectBy: row.result === 'fail' && row.inspectedOn ? reinspectBy(row.inspectedOn) : null,
    previousFail: null,
    retestOfJobNumber: null,
  };
}

/**
 * Announcements' table: every entity's declared changes, and for each kind the write that makes it
 * as staff and customers make it (REST, the real services), answering the changes it announces.
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChangeKind, EntityChanges } from '../../src/platform/changes/announcements.js';
import { appointmentChanges, blockedPeriodChanges } from '../../src/features/booking/appointment.changes.js';
import { diaryChanges } from '../../src/features/diary/diary.changes.js';
import { jobCardChanges } from '../../src/features/jobcards/jobcard.changes.js';
import { invoiceChanges, invoiceVoided } from '../../src/features/invoices/invoice.changes.js';
import { partChanges } from '../../src/features/parts/part.changes.js';
import { customerChanges } from '../../src/features/customers/customer.changes.js';
import { contactChanges } from '../../src/features/contact/contact.changes.js';
import { settingsChanges } from '../../src/features/settings/settings.changes.js';
import { sessionChanges } from '../../src/features/auth/session.changes.js';
import { reportChanges } from '../../src/features/analytics/report.changes.js';
import { ADMIN, asAdmin, signIn, type Admin } from '../admin-session.js';
import { appointmentRequest, freeDay, freeSlot } from '../factories.js';
import type { TestServer } from '../harness.js';
import { createInvoice } from '../invoices/invoices-factory.js';
import { createCard, lines } from '../jobcards/jobcards-factory.js';
import { recipients } from '../smtp-sink.js';

/** Every entity's declared changes. */
export const DECLARED = {
  appointment: appointmentChanges,
  blockedPeriod: blockedPeriodChanges,
  diary: diaryChanges,
  jobCard: jobCardChanges,
  invoice: invoiceChanges,
  invoiceVoided,
  part: partChanges,
  customer: customerChanges,
  contact: contactChanges,
  session: sessionChanges,
  report: reportChanges,
  settings: settingsChanges,
} satisfies Record<string, EntityChanges>;

/** A change a write announces: its kind and the facts it was announced with. */
export type Announced = readonly [ChangeKind<never>, unknown];
const change = <F>(kind: ChangeKind<F>, facts: F): Announced => [kind as ChangeKind<never>, facts];
/** Prepares what a write needs, then answers the write itself, which answers the changes it announces. */
export type Writer = () => Promise<() => Promise<Announced[]>>;

/** Each declared kind, written as it is written in use. A kind added to a declaration needs its row here. */
export function declaredWrites(t: TestServer, admin: Admin): { [E in keyof typeof DECLARED]: { [K in keyof (typeof DECLARED)[E]]: Writer } } {
  const ok = async (promise: Promise<{ status: number; body: any }>, status = 200) => {
    const res = await promise;
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  };
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.getConnection().execute<T[]>(query, params);
  const adminId = async () => (await sql<{ _id: string }>('SELECT _id FROM admin_user WHERE username = ?', [ADMIN.username]))[0]._id;
  const any = (type: unknown) => expect.any(type) as never;

  let serial = 0;
  async function book(): Promise<{ id: string; date: string; time: string }> {
    const slot = freeSlot();
    const made = await ok(t.rest('POST', '/api/appointments', appointmentRequest({ ...slot, email: `announce.${++serial}@example.com` })), 201);
    return { id: made.appointment._id, date: slot.preferredDate, time: slot.preferredTime };
  }

  const paidCard = async () => {
    const card = await createCard(admin, { customerEmail: `announce.card.${++serial}@example.com` });
    const done = await ok(admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { gstIncludedInEstimate: false, finalItems: lines }));
    return { card, invoiceNumber: done.invoice.invoiceNumber as string };
  };

  async function contactQuery(): Promise<string> {
    const email = `announce.contact.${++serial}@example.com`;
    await ok(t.rest('POST', '/api/contact', { name: 'Announce Sender', email, message: 'Hello' }), 201);
    return (await sql<{ _id: string }>('SELECT _id FROM contact_query WHERE email = ?', [email]))[0]._id;
  }

  /** A member of staff invited and signed in: their id. */
  async function staffMember(): Promise<string> {
    const email = `announce.staff.${++serial}@example.com`;
    await ok(admin.rest('POST', '/api/admin/users', { name: 'Announce Staff', email, owner: false }), 201);
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes(email) && /invited to the back office/.test(m.subject ?? ''));
    const token = new URL(/http:\/\/workshop\.test\/admin\/invitation\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token');
    await ok(t.rest('POST', '/api/admin/invitations/accept', { token, username: `announce.staff.${serial}`, password: 'Announce-staff-2026' }));
    return (await sql<{ _id: string }>('SELECT _id FROM admin_user WHERE email = ?', [email]))[0]._id;
  }

  return {
    appointment: {
      booked: async () => async () => {
        const a = await book();
        return [change(appointmentChanges.booked, { ...a, origin: any(String) })];
      },
      restored: async () => {
        const a = await book();
        const { undoToken } = await ok(t.rest('POST', '/api/appointments/cancel', { id: a.id }));
        return async () => {
          await ok(t.rest('POST', '/api/appointments/undo-cancel', { token: undoToken }));
          return [change(appointmentChanges.restored, a)];
        };
      },
      cancelled: async () => {
        const a = await book();
        return async () => {
          await ok(admin.rest('POST', `/api/admin/cancel-appointment/${a.id}`));
          return [change(appointmentChanges.cancelled, a)];
        };
      },
      moved: async () => {
        const a = await book();
        const to = freeSlot();
        return async () => {
          await ok(admin.rest('POST', `/api/admin/appointments/${a.id}/reschedule`, { ...to, notify: false }));
          return [change(appointmentChanges.moved, { id: a.id, from: { date: a.date, time: a.time }, to: { date: to.preferredDate, time: to.preferredTime } })];
        };
      },
      deleted: async () => {
        const a = await book();
        return async () => {
          await ok(admin.rest('DELETE', `/api/admin/appointments/${a.id}`));
          return [change(appointmentChanges.deleted, { id: a.id, date: a.date })];
        };
      },
    },
    blockedPeriod: {
      blocked: async () => async () => {
        const day = freeDay();
        const made = await ok(admin.rest('POST', '/api/admin/block-period', { startDate: day, startTime: '09:00', endDate: day, endTime: '10:00', reason: 'Training' }), 201);
        return [change(blockedPeriodChanges.blocked, { id: made.period._id })];
      },
      unblocked: async () => {
        const day = freeDay();
        const made = await ok(admin.rest('POST', '/api/admin/block-period', { startDate: day, startTime: '09:00', endDate: day, endTime: '10:00', reason: 'Training' }), 201);
        return async () => {
          await ok(admin.rest('DELETE', `/api/admin/blocked-periods/${made.period._id}`));
          return [change(blockedPeriodChanges.unblocked, { id: made.period._id })];
        };
      },
    },
    diary: {
      baysSaved: async () => async () => {
        await ok(admin.rest('PUT', '/api/admin/settings/bays', { bays: 3 }));
        return [change(diaryChanges.baysSaved, { bays: 3 })];
      },
    },
    jobCard: {
      created: async () => async () => {
        const card = await createCard(admin);
        return [change(jobCardChanges.created, { id: card._id })];
      },
      updated: async () => {
        const card = await createCard(admin);
        return async () => {
          await ok(admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { mechanicNotes: 'Pads at 2 mm.', revision: card.revision }));
          return [change(jobCardChanges.updated, { id: card._id })];
        };
      },
      completed: async () => {
        const card = await createCard(admin);
        return async () => {
          await ok(admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { status: 'Completed', revision: card.revision }));
          return [change(jobCardChanges.completed, { id: card._id })];
        };
      },
      deleted: async () => {
        const card = await createCard(admin);
        return async () => {
          await ok(admin.rest('DELETE', `/api/admin/jobcards/${card._id}`));
          return [change(jobCardChanges.deleted, { id: card._id })];
        };
      },
      signed: async () => {
        const card = await createCard(admin);
        return async () => {
          await ok(t.rest('POST', `/api/jobcards/sign/${card._id}`, { signatureDataUrl: null, signedName: 'Announce Customer' }));
          return [change(jobCardChanges.signed, { id: card._id })];
        };
      },
      quoted: async () => {
        const card = await createCard(admin);
        return async () => {
          await ok(admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines }));
          return [change(jobCardChanges.quoted, { id: card._id })];
        };
      },
      'quote-decided': async () => {
        const card = await createCard(admin);
        const { quote } = await ok(admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines }));
        return async () => {
          await ok(t.rest('POST', `/api/quotes/${quote._id}/approve`, { name: 'Announce Customer' }));
          return [change(jobCardChanges['quote-decided'], { id: card._id })];
        };
      },
      invoiced: async () => {
        const card = await createCard(admin);
        return async () => {
          const done = await ok(admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { gstIncludedInEstimate: false, finalItems: lines }));
          // Completed with its invoice (it was not saved as Completed before): the change says so.
          return [change(jobCardChanges.invoiced, { id: card._id, completed: true }), change(invoiceChanges.created, { invoiceNumber: done.invoice.invoiceNumber })];
        };
      },
    },
    invoice: {
      created: async () => async () => {
        const invoice = await createInvoice(admin);
        return [change(invoiceChanges.created, invoice)];
      },
      regenerated: async () => {
        const { card, invoiceNumber } = await paidCard();
        return async () => {
          await ok(admin.rest('POST', `/api/admin/jobcards/${card._id}/regenerate-invoice`, { email: false }));
          return [change(invoiceChanges.regenerated, { invoiceNumber })];
        };
      },
      resent: async () => {
        const invoice = await createInvoice(admin);
        return async () => {
          await ok(admin.rest('POST', `/api/admin/invoices/resend-email/${invoice.invoiceNumber}`, {}));
          return [change(invoiceChanges.resent, invoice)];
        };
      },
      payment: async () => {
        const invoice = await createInvoice(admin);
        return async () => {
          await ok(admin.rest('POST', `/api/admin/invoices/${invoice.invoiceNumber}/payments`, { amount: 10, method: 'cash' }), 201);
          return [change(invoiceChanges.payment, invoice)];
        };
      },
      paid: async () => {
        const invoice = await createInvoice(admin);
        return async () => {
          await ok(admin.rest('POST', `/api/admin/invoices/mark-as-paid/${invoice.invoiceNumber}`, {}));
          return [change(invoiceChanges.paid, invoice)];
        };
      },
      'payment-reversed': async () => {
        const invoice = await createInvoice(admin);
        const paid = await ok(admin.rest('POST', `/api/admin/invoices/${invoice.invoiceNumber}/payments`, { amount: 10, method: 'cash' }), 201);
        return async () => {
          await ok(admin.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}/payments/${paid.invoice.payments[0].id}`));
          return [change(invoiceChanges['payment-reversed'], invoice)];
        };
      },
      'payment-refunded': async () => {
        // A card payment made online (as Stripe's webhook records it), then $5 of it refunded through Stripe.
        const invoice = await createInvoice(admin);
        const paymentIntent = `pi_announce_${++serial}`;
        const em = () => t.app.db.orm.em.fork() as EntityManager;
        await t.app.services.invoicePayments.recordOnline(em(), invoice.invoiceNumber, { amountCents: 10_000, surchargeCents: 0, paymentIntent });
        return async () => {
          expect(await t.app.services.invoicePayments.refundOnline(em(), paymentIntent, { refundedCents: 500, full: false })).not.toBeNull();
          return [change(invoiceChanges['payment-refunded'], invoice)];
        };
      },
      deleted: async () => {
        const invoice = await createInvoice(admin);
        return async () => {
          await ok(admin.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}`));
          return [change(invoiceChanges.deleted, invoice)];
        };
      },
    },
    invoiceVoided: {
      voided: async () => {
        const invoice = await createInvoice(admin);
        return async () => {
          await ok(admin.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}`));
          return [change(invoiceVoided.voided, invoice)];
        };
      },
    },
    part: {
      'stock-low': async () => {
        const part = await ok(admin.rest('POST', '/api/admin/parts', { partNumber: `LOW-${++serial}`, description: 'Oil filter', costPrice: 10, reorderPoint: 2 }), 201);
        await ok(admin.rest('POST', `/api/admin/parts/${part._id}/adjust`, { quantity: 3, reason: 'Opening stock' }));
        return async () => {
          await ok(admin.rest('POST', `/api/admin/parts/${part._id}/adjust`, { quantity: -1, reason: 'Damaged' }));
          return [change(partChanges['stock-low'], { id: part._id })];
        };
      },
    },
    customer: {
      edited: async () => {
        const a = await t.app.services.booking.book(appointmentRequest({ ...freeSlot(), email: `announce.edit.${++serial}@example.com` }) as never);
        return async () => {
          await ok(admin.rest('PATCH', `/api/admin/customers/${a.customerId}`, { notes: 'Prefers a call.' }));
          return [change(customerChanges.edited, { id: a.customerId! })];
        };
      },
      merged: async () => {
        const a = await t.app.services.booking.book(appointmentRequest({ ...freeSlot(), email: `announce.keep.${++serial}@example.com`, phone: '0400 310 001' }) as never);
        const b = await t.app.services.booking.book(appointmentRequest({ ...freeSlot(), email: `announce.gone.${serial}@example.com`, phone: '0400 310 002' }) as never);
        return async () => {
          await ok(admin.rest('POST', `/api/admin/customers/${a.customerId}/merge`, { otherId: b.customerId }));
          return [change(customerChanges.merged, { id: a.customerId!, mergedId: b.customerId! })];
        };
      },
      unsubscribed: async () => {
        const a = await t.app.services.booking.book(appointmentRequest({ ...freeSlot(), email: `announce.leaving.${++serial}@example.com` }) as never);
        // The link a service reminder carries: its token's hash kept with the reminder.
        const token = randomBytes(32).toString('hex');
        await sql(`INSERT INTO reminder (kind, subject_key, due_on, status, customer_id, email, token_hash, created_at) VALUES ('service_due', ?, '2027-06-01', 'sent', ?, ?, ?, now())`, [
          `ANN${serial}`,
          a.customerId,
          a.email,
          createHash('sha256').update(token).digest('hex'),
        ]);
        return async () => {
          await ok(t.rest('POST', `/api/unsubscribe/${token}`, {}));
          return [change(customerChanges.unsubscribed, { id: a.customerId! })];
        };
      },
    },
    contact: {
      received: async () => async () => {
        const id = await contactQuery();
        return [change(contactChanges.received, { id })];
      },
      replied: async () => {
        const id = await contactQuery();
        return async () => {
          await ok(admin.rest('POST', `/api/admin/contact-queries/${id}/reply`, { replyMessage: 'Friday at 10 is free.' }));
          return [change(contactChanges.replied, { id })];
        };
      },
      deleted: async () => {
        const id = await contactQuery();
        return async () => {
          await ok(admin.rest('DELETE', `/api/admin/contact-queries/${id}`));
          return [change(contactChanges.deleted, { id })];
        };
      },
      cleanedUp: async () => {
        const id = await contactQuery();
        await sql(`UPDATE contact_query SET created_at = now() - interval '40 days' WHERE _id = ?`, [id]);
        return async () => {
          await ok(admin.rest('POST', '/api/admin/contact-queries/cleanup'));
          return [change(contactChanges.cleanedUp, {})];
        };
      },
    },
    session: {
      ended: async () => {
        const token = await signIn(t);
        const me = await adminId();
        return async () => {
          await ok(asAdmin(t, token).rest('POST', '/api/admin/logout'));
          return [change(sessionChanges.ended, { adminId: me, jti: any(String) })];
        };
      },
      endedBefore: async () => {
        const id = await staffMember();
        return async () => {
          await ok(admin.rest('PATCH', `/api/admin/users/${id}`, { disabled: true }));
          return [change(sessionChanges.endedBefore, { adminId: id, issuedBefore: any(Number) })];
        };
      },
      accountChanged: async () => {
        const id = await staffMember();
        return async () => {
          await ok(admin.rest('PATCH', `/api/admin/users/${id}`, { owner: true }));
          return [change(sessionChanges.accountChanged, { adminId: id })];
        };
      },
    },
    report: {
      generated: async () => async () => {
        const made = await ok(admin.rest('POST', '/api/admin/analytics/generate-report'), 201);
        return [change(reportChanges.generated, { filename: made.report.filename })];
      },
      deleted: async () => {
        const made = await ok(admin.rest('POST', '/api/admin/analytics/generate-report'), 201);
        return async () => {
          await ok(admin.rest('DELETE', `/api/admin/analytics/reports/${encodeURIComponent(made.report.filename)}`));
          return [change(reportChanges.deleted, { filename: made.report.filename })];
        };
      },
    },
    settings: {
      businessSaved: async () => {
        const { business } = await ok(admin.rest('GET', '/api/admin/settings'));
        return async () => {
          await ok(admin.rest('PUT', '/api/admin/settings/business', { ...business, documentFooter: 'Announced' }));
          return [change(settingsChanges.businessSaved, {})];
        };
      },
      settingSaved: async () => async () => {
        await ok(admin.rest('PUT', '/api/admin/settings/reviews', { url: 'https://g.page/r/announce/review' }));
        return [change(settingsChanges.settingSaved, { key: 'reviews' })];
      },
      integrationSaved: async () => async () => {
        await ok(admin.rest('PUT', '/api/admin/settings/texts/kinds', { kinds: ['booking.confirmation'] }));
        return [change(settingsChanges.integrationSaved, { key: 'smsKinds' })];
      },
      // Last: the outgoing mail goes to this server from then on.
      mailServerSaved: async () => async () => {
        await ok(admin.rest('PUT', '/api/admin/settings/mail', { host: '127.0.0.1', port: 2, secure: false, user: 'relay', password: 'relay-secret', from: 'Workshop <office@example.com>' }));
        return [change(settingsChanges.mailServerSaved, { kind: 'smtp' })];
      },
    },
  };
}

/**
 * Everything the workshop holds about one customer, read through each owner's entities: their
 * record and keys, vehicles, bookings, job cards and quotes, tax invoices with payments, copies and
 * adjustment notes, messages, texts, reminders, inspections and photos, roadworthy inspections and
 * their photos, their vehicles' recommended work, courtesy car loans, and the stored documents these
 * link to.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { wrap } from '@mikro-orm/core';
import { Appointment } from '../booking/appointment.entity.js';
import { ContactQuery } from '../contact/contact-query.entity.js';
import { CourtesyLoan } from '../courtesy-cars/courtesy-car.entity.js';
import { Customer, CustomerKey } from '../customers/customer.entity.js';
import { InspectionItem, InspectionPhoto } from '../inspections/inspection.entity.js';
import { CreditNote } from '../invoices/credit-note.entity.js';
import { Invoice, InvoiceDocument } from '../invoices/invoice.entity.js';
import { InvoicePayment } from '../invoices/invoice-payment.entity.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import { Quote } from '../jobcards/quote.entity.js';
import { Reminder } from '../reminders/reminder.entity.js';
import { RoadworthyInspection } from '../roadworthy/roadworthy.entity.js';
import { RoadworthyPhoto } from '../roadworthy/roadworthy-photo.entity.js';
import { SmsMessage } from '../sms/sms-message.entity.js';
import { RecommendedWork } from '../vehicles/recommended-work.entity.js';
import { Vehicle } from '../vehicles/vehicle.entity.js';

/** A stored file linked to one of the records, by what it is. */
export interface LinkedDocument {
  id: string;
  /** e.g. `invoices`, `quotes`, `photos`: its folder in the export. */
  folder: string;
}

export interface CustomerRecords {
  customer: Customer;
  keys: CustomerKey[];
  vehicles: Vehicle[];
  appointments: Appointment[];
  jobCards: JobCard[];
  quotes: Quote[];
  invoices: Invoice[];
  invoicePayments: InvoicePayment[];
  invoiceCopies: InvoiceDocument[];
  adjustmentNotes: CreditNote[];
  contactMessages: ContactQuery[];
  texts: SmsMessage[];
  reminders: Reminder[];
  inspectionItems: InspectionItem[];
  /** Their cards' inspection photos, and those their vehicles' recommended work was quoted with. */
  inspectionPhotos: InspectionPhoto[];
  roadworthyInspections: RoadworthyInspection[];
  roadworthyPhotos: RoadworthyPhoto[];
  recommendedWork: RecommendedWork[];
  courtesyLoans: CourtesyLoan[];
}

/** The record kinds in the export, each its own `records/<kind>.json`. */
export const RECORD_FILES: Record<Exclude<keyof CustomerRecords, 'customer'>, string> = {
  keys: 'customer_keys',
  vehicles: 'vehicles',
  appointments: 'appointments',
  jobCards: 'job_cards',
  quotes: 'quotes',
  invoices: 'invoices',
  invoicePayments: 'invoice_payments',
  invoiceCopies: 'invoice_copies',
  adjustmentNotes: 'adjustment_notes',
  contactMessages: 'contact_messages',
  texts: 'texts',
  reminders: 'reminders',
  inspectionItems: 'inspection_items',
  inspectionPhotos: 'inspection_photos',
  roadworthyInspections: 'roadworthy_inspections',
  roadworthyPhotos: 'roadworthy_photos',
  recommendedWork: 'recommended_work',
  courtesyLoans: 'courtesy_loans',
};

export async function recordsOf(em: EntityManager, customer: Customer): Promise<CustomerRecords> {
  const id = customer._id;
  const byTime = { orderBy: { createdAt: 'asc', _id: 'asc' } } as const;
  const [keys, vehicles, appointments, jobCards, quotes, invoices, contactMessages, texts, reminders] = await Promise.all([
    em.find(CustomerKey, { customer: id }, { orderBy: { key: 'asc' } }),
    em.find(Vehicle, { customer: id }, { orderBy: { regoKey: 'asc' } }),
    em.find(Appointment, { customer: id }, byTime),
    em.find(JobCard, { customer: id }, byTime),
    em.find(Quote, { customer: id }, { orderBy: { sentAt: 'asc', _id: 'asc' } }),
    em.find(Invoice, { customer: id }, { orderBy: { issuedAt: 'asc', number: 'asc' } }),
    em.find(ContactQuery, { customer: id }, byTime),
    em.find(SmsMessage, { customerId: id }, byTime),
    em.find(Reminder, { customer: id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
  ]);
  const invoiceIds = invoices.map((i) => i._id);
  const cardIds = jobCards.map((c) => c._id);
  const regoKeys = vehicles.map((v) => v.regoKey);
  const [invoicePayments, invoiceCopies, adjustmentNotes, inspectionItems, inspectionPhotos, roadworthyInspections, roadworthyPhotos, recommendedWork, courtesyLoans] = await Promise.all([
    em.find(InvoicePayment, { invoice: { $in: invoiceIds } }, { orderBy: { recordedAt: 'asc', _id: 'asc' } }),
    em.find(InvoiceDocument, { invoice: { $in: invoiceIds } }, byTime),
    em.find(CreditNote, { invoice: { $in: invoiceIds } }, { orderBy: { issuedAt: 'asc', _id: 'asc' } }),
    em.find(InspectionItem, { jobCard: { $in: cardIds } }, { orderBy: { position: 'asc', _id: 'asc' } }),
    em.find(InspectionPhoto, { jobCard: { $in: cardIds } }, byTime),
    em.find(RoadworthyInspection, { jobCardId: { $in: cardIds } }, { orderBy: { createdAt: 'asc', jobCardId: 'asc' } }),
    em.find(RoadworthyPhoto, { jobCard: { $in: cardIds } }, byTime),
    em.find(RecommendedWork, { $or: [{ regoKey: { $in: regoKeys } }, { jobCardId: { $in: cardIds } }] }, { orderBy: { declinedAt: 'asc', _id: 'asc' } }),
    em.find(CourtesyLoan, { jobCardId: { $in: cardIds } }, { orderBy: { lentAt: 'asc', _id: 'asc' } }),
  ]);
  // The photos their vehicles' recommended work was quoted with, when another card's (an earlier owner's job).
  const held = new Set(inspectionPhotos.map((p) => p._id));
  const quotedWith = [...new Set(recommendedWork.flatMap((w) => w.photoRefs.map((p) => p.id)))].filter((id) => !held.has(id));
  if (quotedWith.length) inspectionPhotos.push(...(await em.find(InspectionPhoto, { _id: { $in: quotedWith } }, byTime)));
  return {
    customer,
    keys,
    vehicles,
    appointments,
    jobCards,
    quotes,
    invoices,
    invoicePayments,
    invoiceCopies,
    adjustmentNotes,
    contactMessages,
    texts,
    reminders,
    inspectionItems,
    inspectionPhotos,
    roadworthyInspections,
    roadworthyPhotos,
    recommendedWork,
    courtesyLoans,
  };
}

/** The stored files the records link to, each once. */
export function linkedDocuments(records: CustomerRecords): LinkedDocument[] {
  const seen = new Map<string, LinkedDocument>();
  const add = (id: string | null | undefined, folder: string) => {
    if (id && !seen.has(id)) seen.set(id, { id, folder });
  };
  for (const i of records.invoices) add(i.documentId, 'invoices');
  for (const c of records.invoiceCopies) add(c.documentId, 'invoices');
  for (const n of records.adjustmentNotes) add(n.documentId, 'adjustment-notes');
  for (const q of records.quotes) add(q.documentId, 'quotes');
  for (const c of records.jobCards) add(c.signedDocumentId, 'signed-terms');
  for (const p of records.inspectionPhotos) add(p.imageDocumentId, 'photos');
  for (const p of records.roadworthyPhotos) add(p.imageDocumentId, 'roadworthy-photos');
  return [...seen.values()];
}

/** A record as JSON: its columns, relations as ids, bytes as base64. */
export function recordJson(entity: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(wrap(entity).toObject(), (_key, value: unknown) => {
    if (value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer' && Array.isArray((value as { data?: unknown }).data)) {
      return Buffer.from((value as { data: number[] }).data).toString('base64');
    }
    return value;
  })) as Record<string, unknown>;
}

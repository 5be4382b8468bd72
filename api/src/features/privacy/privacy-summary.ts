/**
 * The readable summary of a customer's export (the documents' report layout): the person, then
 * how many records of each kind the export holds, then their vehicles, bookings, job cards,
 * roadworthy inspections, recommended work, invoices, messages and reminders as tables, oldest first.
 */
import { formatMoney } from '../../shared/money.js';
import { displayDate, displayTime } from '../../shared/time.js';
import type { ReportFacts } from '../documents/public.js';
import { RECORD_FILES, type CustomerRecords } from './privacy-records.js';

const KIND_LABELS: Record<keyof typeof RECORD_FILES, string> = {
  keys: 'Emails and phones that find them',
  vehicles: 'Vehicles',
  appointments: 'Bookings',
  jobCards: 'Job cards',
  quotes: 'Quotes',
  invoices: 'Tax invoices',
  invoicePayments: 'Payments',
  invoiceCopies: 'Invoice copies',
  adjustmentNotes: 'Adjustment notes',
  contactMessages: 'Contact messages',
  texts: 'Texts',
  reminders: 'Reminders',
  inspectionItems: 'Inspection checks',
  inspectionPhotos: 'Inspection photos',
  roadworthyInspections: 'Roadworthy inspections',
  roadworthyPhotos: 'Roadworthy photos',
  recommendedWork: 'Recommended work',
  courtesyLoans: 'Courtesy car loans',
};

export function summaryFacts(records: CustomerRecords, generatedAt: Date, timeZone: string): ReportFacts {
  const c = records.customer;
  const date = (d: Date | null | undefined) => (d ? displayDate(d, timeZone) : '');
  const jobNumbers = new Map(records.jobCards.map((j) => [j._id, j.jobNumber]));
  const regos = new Map(records.vehicles.map((v) => [v.regoKey, v.rego]));
  const counts = (Object.keys(RECORD_FILES) as Array<keyof typeof RECORD_FILES>).map((k) => ({ label: KIND_LABELS[k], value: String(records[k].length) }));
  return {
    title: 'Customer data',
    reference: [
      ['Customer', c.name],
      ['Customer since', date(c.createdAt)],
      ['Generated', `${date(generatedAt)} ${displayTime(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(generatedAt))}`],
    ],
    intro:
      'Everything the workshop holds about this person (Privacy Act 1988, APP 12). Every record is in the records folder as JSON, ' +
      'and every stored document and photo linked to them in the documents folder.',
    figureGroups: [
      {
        heading: 'The person',
        figures: [
          { label: 'Name', value: c.name },
          { label: 'Email', value: c.email ?? '—' },
          { label: 'Phone', value: c.phone ?? '—' },
          ...(c.company ? [{ label: 'Business', value: c.company, note: c.abn ? `ABN ${c.abn}` : undefined }] : []),
          { label: 'Marketing email', value: c.marketingOptOutAt ? 'Opted out' : 'Allowed' },
          ...(c.notes.trim() ? [{ label: 'Notes', value: c.notes.trim().slice(0, 200) }] : []),
        ],
      },
      { heading: 'Records held', figures: counts },
    ],
    charts: [],
    tables: [
      {
        heading: 'Vehicles',
        columns: [{ label: 'Rego', width: 2 }, { label: 'Vehicle', width: 4 }, { label: 'VIN', width: 3 }],
        rows: records.vehicles.map((v) => [v.rego, [v.year, v.make, v.model].filter(Boolean).join(' '), v.vin ?? '']),
        empty: 'No vehicles.',
      },
      {
        heading: 'Bookings',
        columns: [{ label: 'Date', width: 2 }, { label: 'Time', width: 1.5 }, { label: 'Service', width: 3 }, { label: 'Rego', width: 2 }, { label: 'Status', width: 1.5 }],
        rows: records.appointments.map((a) => [a.preferredDate.split('-').reverse().join('/'), displayTime(a.preferredTime), a.serviceType, a.registration ?? '', a.status]),
        empty: 'No bookings.',
      },
      {
        heading: 'Job cards',
        columns: [{ label: 'Job', width: 2 }, { label: 'Opened', width: 2 }, { label: 'Rego', width: 2 }, { label: 'Status', width: 4 }],
        rows: records.jobCards.map((j) => [j.jobNumber, date(j.createdAt), j.carRego, j.status]),
        empty: 'No job cards.',
      },
      {
        heading: 'Roadworthy inspections',
        columns: [{ label: 'Job', width: 2 }, { label: 'Inspected', width: 2 }, { label: 'Result', width: 2 }, { label: 'Certificate', width: 2 }, { label: 'Failed items', width: 4 }],
        rows: records.roadworthyInspections.map((r) => [
          jobNumbers.get(r.jobCardId) ?? '',
          r.inspectedOn ? r.inspectedOn.split('-').reverse().join('/') : '',
          r.result ?? 'not decided',
          r.certificateNumber ?? '',
          clip(r.items.filter((i) => i.result === 'fail').map((i) => i.label).join(', ')),
        ]),
        empty: 'No roadworthy inspections.',
      },
      {
        heading: 'Recommended work',
        columns: [{ label: 'Declined', width: 2 }, { label: 'Rego', width: 2 }, { label: 'Work', width: 4 }, { label: 'Quoted', width: 2, align: 'right' }, { label: 'Status', width: 2 }],
        rows: records.recommendedWork.map((w) => [w.declinedOn.split('-').reverse().join('/'), regos.get(w.regoKey) ?? w.regoKey, clip(w.description), formatMoney(w.quotedCents), w.status]),
        empty: 'No recommended work.',
      },
      {
        heading: 'Tax invoices',
        columns: [{ label: 'Invoice', width: 2 }, { label: 'Issued', width: 2 }, { label: 'Rego', width: 2 }, { label: 'Total', width: 2, align: 'right' }, { label: 'Status', width: 2 }],
        rows: records.invoices.map((i) => [i.invoiceNumber, date(i.issuedAt), i.carRego, formatMoney(i.totalCents), i.voidedAt ? 'voided' : i.status]),
        empty: 'No invoices.',
      },
      {
        heading: 'Messages',
        columns: [{ label: 'Received', width: 2 }, { label: 'Kind', width: 2 }, { label: 'Message', width: 6 }],
        rows: [
          ...records.contactMessages.map((m) => [date(m.createdAt), 'Contact form', clip(m.message)]),
          ...records.texts.map((t) => [date(t.createdAt), t.direction === 'in' ? 'Text from them' : 'Text to them', clip(t.body)]),
        ],
        empty: 'No messages.',
      },
      {
        heading: 'Reminders',
        columns: [{ label: 'Due', width: 2 }, { label: 'Kind', width: 3 }, { label: 'Status', width: 2 }],
        rows: records.reminders.map((r) => [r.dueOn.split('-').reverse().join('/'), r.kind, r.status]),
        empty: 'No reminders.',
      },
    ],
  };
}

function clip(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > 120 ? `${one.slice(0, 119)}…` : one;
}

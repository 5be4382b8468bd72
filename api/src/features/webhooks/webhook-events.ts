/**
 * The events an endpoint may take, with the words the owner's screen and integrators read, and
 * which declared change of the app raises each (an entity's kind of change → the event types).
 */

export const WEBHOOK_EVENTS = {
  'appointment.booked': 'An appointment was booked (online or by staff), or a cancellation was undone. data: the appointment.',
  'appointment.cancelled': 'An appointment was cancelled, by the customer or the workshop. data: the appointment.',
  'appointment.moved': 'Staff moved an appointment to another date or time. data: the appointment, with `from` (its date and time before).',
  'jobcard.changed': 'A job card was created, changed, signed, quoted, invoiced or deleted. data: the job card (a deleted one: its `_id` and `deleted: true`).',
  'jobcard.completed': 'A job card’s work was marked done: its status set to Completed, or its job completed and invoiced in one step (the card then Invoiced). data: the job card.',
  'quote.sent': 'A quote was sent to the customer. data: the quote, with its `jobCardId`.',
  'quote.decided': 'The customer approved or declined a quote. data: the quote, with its `jobCardId`.',
  'invoice.issued': 'An invoice was issued. data: the invoice.',
  'invoice.paid': 'An invoice was paid in full. data: the invoice.',
  'invoice.voided': 'An issued invoice was voided by an adjustment note. data: the invoice.',
  'payment.recorded': 'A payment was recorded against an invoice. data: the invoice, with `payment` (the payment recorded).',
  'customer.changed': 'A customer’s details changed, two customers were merged, or a customer unsubscribed. data: the customer (after a merge, with `mergedId`).',
  'part.stock_low': 'A part’s stock on hand fell to its reorder point or below (fitted to a job, adjusted or counted). data: the part.',
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;

export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];

/** The event types each declared change raises, by `<entity>/<kind>` (see `eventsOfChange`). */
const EVENTS_OF_CHANGE: Readonly<Record<string, readonly WebhookEventType[]>> = {
  'appointment/booked': ['appointment.booked'],
  'appointment/restored': ['appointment.booked'],
  'appointment/cancelled': ['appointment.cancelled'],
  'appointment/moved': ['appointment.moved'],
  'job card/created': ['jobcard.changed'],
  'job card/updated': ['jobcard.changed'],
  'job card/deleted': ['jobcard.changed'],
  'job card/signed': ['jobcard.changed'],
  'job card/quoted': ['jobcard.changed', 'quote.sent'],
  'job card/quote-decided': ['jobcard.changed', 'quote.decided'],
  'job card/invoiced': ['jobcard.changed'],
  'job card/completed': ['jobcard.changed', 'jobcard.completed'],
  'invoice/created': ['invoice.issued'],
  'invoice/payment': ['payment.recorded'],
  'invoice/paid': ['payment.recorded', 'invoice.paid'],
  'invoice/voided': ['invoice.voided'],
  'customer/edited': ['customer.changed'],
  'customer/merged': ['customer.changed'],
  'customer/unsubscribed': ['customer.changed'],
  'part/stock-low': ['part.stock_low'],
};

/**
 * The event types a change raises: those of its kind, and `jobcard.completed` for a job card's
 * change that also marked its work done (`completed` in its facts: completed and invoiced in one step).
 */
export function eventsOfChange(kind: { entity: string; name: string }, facts: unknown): readonly WebhookEventType[] {
  const types = EVENTS_OF_CHANGE[`${kind.entity}/${kind.name}`] ?? [];
  const completed = kind.entity === 'job card' && (facts as { completed?: boolean }).completed === true;
  return completed && !types.includes('jobcard.completed') ? [...types, 'jobcard.completed'] : types;
}

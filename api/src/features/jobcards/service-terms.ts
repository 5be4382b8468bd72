/**
 * The ten service terms a customer signs for a job card: the one text shown on the signing page,
 * printed in the signed PDF and fingerprinted (SHA-256) in the acceptance evidence. The warranty
 * term states the workshop's warranty period as its invoices state it (the business settings), so
 * a changed period, like a changed word, changes the fingerprint: earlier acceptances still prove what was signed.
 */
import { createHash } from 'node:crypto';
import { warrantyPeriod } from '../documents/public.js';

/** The warranty the workshop's invoices state: months, and km (0: no distance limit), whichever comes first. */
export interface TermsWarranty {
  months: number;
  km: number;
}

const FIXED_TERMS: readonly string[] = Object.freeze([
  'Authority to inspect and test. You authorise us to inspect, diagnose and road test the vehicle, including driving it on public roads, to find and confirm faults and to check the work done.',
  'No extra work without your approval. We will not carry out work beyond the agreed diagnosis or an approved quote without first obtaining your approval, in writing, by email or by phone.',
  'Quotes and estimates. Quotes are based on what we can see at the time. If further faults are found during the work, we will contact you with a revised quote before continuing.',
  'Parts. We fit new genuine or quality aftermarket parts unless agreed otherwise. Parts we replace are kept for you to inspect or take until the vehicle is collected, and are then disposed of unless you ask to keep them.',
  'Goods presented for repair may be replaced by refurbished goods of the same type rather than being repaired. Refurbished parts may be used to repair the goods.',
  'The repair of goods may result in the loss of user-generated data. This includes data held in the vehicle’s infotainment, navigation and telematics systems (such as paired phones, contacts, saved destinations and settings). Please record anything you wish to keep before handing over the vehicle.',
  'Collection and storage. Please collect the vehicle within 3 days of being told it is ready. After that a storage fee may be charged for each further day it remains with us.',
  'Cancellation. Please give at least 24 hours’ notice to cancel or reschedule booked work. Diagnosis already performed and parts ordered specially for your vehicle may be charged.',
  'Payment. Payment is due in full when the vehicle is collected, unless agreed otherwise in writing. We may keep the vehicle until the work is paid for, as the law allows.',
]);

/** The warranty term: the period the invoice states, in addition to the Australian Consumer Law's guarantees. */
function warrantyTerm(warranty: TermsWarranty): string {
  return (
    `Warranty. Our workmanship and the parts we supply are warranted against defects for ${warrantyPeriod(warranty)}, from the date of your invoice and as stated on it, ` +
    'in addition to your rights under the Australian Consumer Law. Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law; nothing in these terms limits those rights.'
  );
}

/** The ten terms, in order, with the workshop's warranty period. */
export function serviceTerms(warranty: TermsWarranty): readonly string[] {
  return Object.freeze([...FIXED_TERMS, warrantyTerm(warranty)]);
}

/** SHA-256 (hex) of the terms as one text: each term numbered "n. text", joined by newlines. */
export function termsSha256(terms: readonly string[]): string {
  return createHash('sha256').update(terms.map((t, i) => `${i + 1}. ${t}`).join('\n'), 'utf8').digest('hex');
}

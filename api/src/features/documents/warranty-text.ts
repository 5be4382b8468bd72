/**
 * The warranty against defects an invoice states, in the form the Australian Consumer Law asks of
 * one (Competition and Consumer Regulations 2010, reg 90): what is covered and for how long, what
 * the workshop will do, how to claim and who pays for claiming, the workshop's name, address,
 * phone and email, that its benefits are in addition to the customer's other rights, and the
 * mandatory text word for word.
 */
import type { PdfWorkshop } from './pdf-workshop.js';

/** The text reg 90(2) requires, unchanged. */
export const ACL_MANDATORY_TEXT =
  'Our goods come with guarantees that cannot be excluded under the Australian Consumer Law. You are entitled to a replacement or refund for a major failure and compensation for any other reasonably foreseeable loss or damage. You are also entitled to have the goods repaired or replaced if the goods fail to be of acceptable quality and the failure does not amount to a major failure.';

/** "12 months or 20,000 km, whichever comes first", or "12 months" with no distance limit. */
export function warrantyPeriod(warranty: { months: number; km: number }): string {
  const months = `${warranty.months} ${warranty.months === 1 ? 'month' : 'months'}`;
  return warranty.km > 0 ? `${months} or ${warranty.km.toLocaleString('en-AU')} km, whichever comes first` : months;
}

export function warrantyText(workshop: Pick<PdfWorkshop, 'name' | 'address' | 'phone' | 'email'>, warranty: { months: number; km: number }): string {
  const contact = [workshop.address, workshop.phone ? `phone ${workshop.phone}` : '', workshop.email ? `email ${workshop.email}` : ''].filter(Boolean).join(', ');
  return [
    `${workshop.name} warrants the work on this invoice, and the parts it supplied and fitted, against defects in materials and workmanship for ${warrantyPeriod(warranty)}, from the date of this invoice.`,
    'If a defect appears in that time, we will inspect the vehicle and repair the defect, or replace the faulty part, at no cost to you.',
    `To claim, contact ${workshop.name} (${contact}) within the warranty period, quoting this invoice, and bring the vehicle to the workshop when we arrange it. ` +
      'You bear the cost of bringing the vehicle to us; we bear the cost of the repair.',
    'It does not cover normal wear, damage from accident, misuse or lack of maintenance, or parts you supplied yourself.',
    'The benefits to you given by this warranty are in addition to other rights and remedies of the consumer under a law in relation to the goods or services to which the warranty relates.',
    ACL_MANDATORY_TEXT,
  ].join(' ');
}

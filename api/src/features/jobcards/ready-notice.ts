/**
 * 'Notify customer': telling a job card's customer their car is ready for pickup, by email and/or
 * text as their contact preference says ('email', 'sms' or 'both'). When the chosen way cannot
 * reach them (no address, no mobile, texts of this kind switched off) the other way is used; with
 * neither an email address nor a mobile the notice is refused with a message. Each notice is
 * audited on the card and recorded as the card's `readyNotifiedAt`.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, ObjectType } from 'type-graphql';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import type { WorkshopProfile } from '../../shared/business.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { displayTime, toLocal, type Clock } from '../../shared/time.js';
import type { WeekHours } from '../booking/public.js';
import { Customer } from '../customers/customer.entity.js';
import { plainText } from '../sms/public.js';
import { textableNumber, type SmsService } from '../sms/sms.service.js';
import { cardChanged } from './jobcard-changes.js';
import { vehicleOfCard } from './jobcard-documents.js';
import { JobCard } from './jobcard.entity.js';
import { jobCardReady } from './jobcard.templates.js';

/** The kind of text that says a car is ready (switched on or off with the other kinds). */
const READY_TEXT = 'jobcard.ready';

@ObjectType({ description: "What 'Notify customer' sent (admin)." })
export class ReadyNotice {
  @Field(() => String, { description: "e.g. 'Sam Smith was told by email and text that their car is ready.'" })
  message!: string;

  @Field(() => [String], { description: "How it went: 'email', 'sms' or both." })
  sentBy!: string[];

  @Field(() => JobCard)
  jobCard!: JobCard;
}

export interface ReadyNoticeDeps {
  clock: Clock;
  changes: ChangeUnit;
  timeZone: string;
  profile: () => Promise<WorkshopProfile>;
  hours?: () => Promise<WeekHours>;
  texts?: SmsService;
}

/** 'We're open until 5:30 pm today.' while the workshop is open today, else nothing. */
function openUntil(hours: WeekHours | null, now: Date, timeZone: string): string {
  const local = toLocal(now, timeZone);
  const today = hours?.openingOf(local.date);
  return today && local.time < today.close ? ` We're open until ${displayTime(today.close).toLowerCase()} today.` : '';
}

export async function notifyReady(deps: ReadyNoticeDeps, em: EntityManager, id: string): Promise<ReadyNotice> {
  const [profile, hours] = await Promise.all([deps.profile(), deps.hours?.() ?? null]);
  return deps.changes.run(em, async (tx, effects) => {
    const card = isId(id) ? await tx.findOne(JobCard, { _id: id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!card) throw AppError.notFound('Job card not found.');
    const customer = card.customerId ? await tx.findOne(Customer, { _id: card.customerId }) : null;
    const preference = customer?.contactPreference ?? 'both';
    const email = card.customerEmail.trim() || customer?.email || null;
    const mobile = textableNumber(customer?.phone) ?? textableNumber(card.customerPhone);
    const name = card.customerName;
    if (!email && !mobile) {
      throw AppError.badInput(`We have no email address or mobile number for ${name}: add one to the job card, or give them a call.`);
    }
    const textsOn = Boolean(deps.texts?.sends(READY_TEXT));
    let byEmail = Boolean(email) && preference !== 'sms';
    let byText = Boolean(mobile) && textsOn && preference !== 'email';
    // The way they chose cannot reach them: the other way does.
    if (!byEmail && !byText) {
      byEmail = Boolean(email);
      byText = !byEmail && Boolean(mobile) && textsOn;
    }
    if (!byEmail && !byText) {
      throw AppError.badInput(`${name} has no email address, and texts saying a car is ready are switched off: switch them on in the text settings, or give them a call.`);
    }
    const vehicle = await vehicleOfCard(tx, card);
    const car = [vehicle.make, vehicle.model, card.carRego].filter(Boolean).join(' ');
    const until = openUntil(hours, deps.clock.now(), deps.timeZone);
    if (byEmail) effects.mail(jobCardReady.mail(email!, { customerName: name, car, openUntil: until.trim() || null }));
    if (byText) {
      const body = plainText(`${profile.name}: your ${car} is ready for pickup.${until}`);
      await deps.texts!.queue(tx, effects, { phone: mobile!, body, kind: READY_TEXT, customerId: customer?._id ?? null });
    }
    const before = card.readyNotifiedAt?.toISOString() ?? null;
    card.readyNotifiedAt = deps.clock.now();
    await tx.flush();
    const sentBy = [...(byEmail ? ['email'] : []), ...(byText ? ['sms'] : [])];
    const how = sentBy.map((s) => (s === 'sms' ? `text to ${mobile}` : `email to ${email}`)).join(' and ');
    cardChanged(effects, card, 'updated', { action: 'jobcard.ready_notified', summary: `${name} told their ${car} is ready for pickup (${how})`, changes: { readyNotifiedAt: [before, card.readyNotifiedAt.toISOString()] } });
    return { message: `${name} was told by ${sentBy.map((s) => (s === 'sms' ? 'text' : 'email')).join(' and ')} that their car is ready.`, sentBy, jobCard: card };
  });
}

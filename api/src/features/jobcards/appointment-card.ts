/**
 * 'Start job card' on a booking: a card with its customer, vehicle and complaint (service type and
 * description), linked to it, of the kind its service names (a roadworthy certificate: a roadworthy
 * inspection). A booking has one card: starting another answers 409 with its id, also when two
 * starts race (the database's unique link decides).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { Appointment } from '../booking/appointment.entity.js';
import { JobCard } from './jobcard.entity.js';
import { CreateJobCardInput } from './jobcard.inputs.js';
import type { JobCardKinds } from './card-kinds.js';

/** What starting a card needs of the job cards' service. */
interface Cards {
  kinds: JobCardKinds;
  create(em: EntityManager, input: CreateJobCardInput, from: { appointment: Appointment; sendPolicy: boolean }): Promise<JobCard>;
}

async function refuseSecondCard(em: EntityManager, appointmentId: string): Promise<void> {
  const existing = await em.findOne(JobCard, { appointment: appointmentId }, { fields: ['_id'] });
  if (existing) throw AppError.conflict('This booking already has a job card.', { jobCardId: existing._id });
}

export async function startFromAppointment(cards: Cards, em: EntityManager, appointmentId: string, sendPolicy: unknown): Promise<JobCard> {
  if (typeof sendPolicy !== 'boolean') throw AppError.badInput('sendPolicy must be true or false.');
  const appointment = isId(appointmentId) ? await em.findOne(Appointment, { _id: appointmentId }) : null;
  if (!appointment) throw AppError.notFound('We could not find this appointment. It may already have been removed.');
  await refuseSecondCard(em, appointment._id);
  const input = Object.assign(new CreateJobCardInput(), {
    customerName: appointment.fullName,
    customerEmail: appointment.email,
    customerPhone: appointment.phone,
    carRego: appointment.registration ?? '',
    customerComplaint: `${appointment.serviceType}: ${appointment.issueDescription}`,
    vehicleMake: appointment.vehicleMake,
    vehicleModel: appointment.vehicleModel,
    vehicleYear: appointment.vehicleYear,
    kind: cards.kinds.ofService(appointment.serviceType),
  });
  try {
    return await cards.create(em, input, { appointment, sendPolicy });
  } catch (err) {
    if (isUniqueViolation(err)) await refuseSecondCard(em.fork(), appointment._id);
    throw err;
  }
}

/** An appointment's job card over GraphQL (admin): the list shows each booking's card and its status, in one query for the whole list. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { loadBatched } from '../../edge/batch.js';
import type { GraphQLContext } from '../../edge/context.js';
import { Appointment } from '../booking/appointment.entity.js';
import { JobCard } from './jobcard.entity.js';

function cardsOfAppointments(em: EntityManager) {
  return async (ids: string[]): Promise<Map<string, JobCard>> => {
    const cards = await em.find(JobCard, { appointment: { $in: ids } });
    return new Map(cards.map((c) => [c.appointmentId!, c]));
  };
}

@Resolver(() => Appointment)
export class AppointmentJobCardResolver {
  @Authorized()
  @FieldResolver(() => JobCard, { nullable: true, description: 'The job card started from this booking (admin): its id and status.' })
  async jobCard(@Root() appointment: Appointment, @Ctx() ctx: GraphQLContext): Promise<JobCard | null> {
    return (await loadBatched(ctx, 'appointment.jobCard', appointment._id, cardsOfAppointments(ctx.em))) ?? null;
  }
}

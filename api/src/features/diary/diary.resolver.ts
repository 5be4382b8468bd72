/** The diary over GraphQL: a range of days, the bays, bookings taken by staff, moves, the day sheet link, and its live changes (admin). */
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { requireAdmin, sessionOf } from '../../edge/admin.js';
import type { Events, Topic } from '../../shared/pubsub.js';
import { DIARY_TOPICS } from './diary-cache.js';
import { Appointment } from '../booking/appointment.entity.js';
import type { BookingService } from '../booking/booking.service.js';
import { staffRequest } from '../booking/public.js';
import { DocumentLinkResult, type DocumentLinks } from '../documents/public.js';
import { daySheetPath, daySheetScope } from './diary-links.js';
import type { DiaryService } from './diary.service.js';
import { BaysInput, BaysSetting, Diary, DiaryChange, RescheduleInput, StaffAppointmentInput } from './diary.types.js';

@Authorized()
@Resolver()
export class DiaryResolver {
  constructor(
    private readonly diaryService: DiaryService,
    private readonly booking: BookingService,
    private readonly links: DocumentLinks,
  ) {}

  @Query(() => Diary, { description: 'The days from `from` to `to` (yyyy-MM-dd, at most 42): opening hours, booked appointments with their job cards, blocked periods, and the bays (admin).' })
  diary(@Arg('from', () => String) from: string, @Arg('to', () => String) to: string, @Ctx() ctx: GraphQLContext): Promise<Diary> {
    return this.diaryService.diary(ctx.em, from, to);
  }

  @Query(() => BaysSetting, { description: 'How many vehicles can be booked into one half hour (admin).' })
  baysSetting(@Ctx() ctx: GraphQLContext): Promise<BaysSetting> {
    return this.diaryService.bays(ctx.em);
  }

  @Mutation(() => BaysSetting, { description: 'Sets the number of bays (1–20). Lowering it cancels nothing (admin).' })
  setBays(@Arg('input', () => BaysInput) input: BaysInput, @Ctx() ctx: GraphQLContext): Promise<BaysSetting> {
    return this.diaryService.setBays(ctx.em, input.bays, sessionOf(ctx).username);
  }

  @Mutation(() => Appointment, { description: 'Books an appointment taken by staff (e.g. by phone): a name, a phone or an email, the rego or the make and model; any half hour of the opening hours (admin).' })
  staffBookAppointment(@Arg('input', () => StaffAppointmentInput) input: StaffAppointmentInput): Promise<Appointment> {
    return this.booking.book(staffRequest(input), { customerId: input.customerId ?? null, sendConfirmation: input.sendConfirmation ?? true });
  }

  @Mutation(() => Appointment, { description: 'Moves a booked appointment to another date and time and, unless `notify` is false, emails the customer (admin).' })
  rescheduleAppointment(@Arg('id', () => ID) id: string, @Arg('input', () => RescheduleInput) input: RescheduleInput, @Ctx() ctx: GraphQLContext): Promise<Appointment> {
    return this.booking.reschedule(ctx.em, id, { preferredDate: input.preferredDate, preferredTime: input.preferredTime, notify: input.notify ?? true });
  }

  @Mutation(() => DocumentLinkResult, { description: 'A link (valid 5 minutes) to the day sheet PDF of `date` (yyyy-MM-dd) (admin).' })
  daySheetLink(@Arg('date', () => String) date: string, @Ctx() ctx: GraphQLContext): DocumentLinkResult {
    return this.links.link(daySheetPath(date), daySheetScope(date), sessionOf(ctx));
  }

  @Subscription(() => DiaryChange, {
    description: 'Something in the diary changed: a booking, cancellation, move or deletion, a block, the bays, a job card, a customer merged (admin).',
    subscribe: ({ context }) => {
      requireAdmin(context as GraphQLContext);
      return (context as GraphQLContext).pubsub.iterate(DIARY_TOPICS);
    },
  })
  diaryChanged(@Root() event: Events[Topic]): DiaryChange {
    const dates = (event as Partial<Events['availability.changed']>).dates;
    return { dates: Array.isArray(dates) ? dates : null };
  }
}

/**
 * The job board over GraphQL: its columns, each with its cards, and who is clocked on each card now.
 * Their fields are plain values (`simpleResolvers`: no middleware per field, hundreds of cards a read).
 */
import { Field, ID, ObjectType } from 'type-graphql';
import { JobStatus } from '../jobcards/public.js';
import { BoardStage } from './board-stage.js';

@ObjectType({ description: 'A technician clocked on a job card now.', simpleResolvers: true })
export class BoardTechnician {
  @Field(() => String, { description: 'Their display name.' })
  name!: string;

  @Field(() => Date, { description: 'When they clocked on: the running clock counts from here.' })
  since!: Date;
}

@ObjectType({ description: 'A job card on the board.', simpleResolvers: true })
export class BoardCard {
  @Field(() => ID)
  jobCardId!: string;

  @Field(() => String, { description: 'e.g. "JC-000123".' })
  jobNumber!: string;

  @Field(() => JobStatus)
  status!: JobStatus;

  @Field(() => BoardStage, { description: 'The column it is in.' })
  stage!: BoardStage;

  @Field(() => String)
  carRego!: string;

  @Field(() => String, { nullable: true })
  vehicleMake!: string | null;

  @Field(() => String, { nullable: true })
  vehicleModel!: string | null;

  @Field(() => String)
  customerName!: string;

  @Field(() => [BoardTechnician], { description: 'Who is clocked on it now, the longest on first; empty when nobody is.' })
  technicians!: BoardTechnician[];

  @Field(() => Date, { nullable: true, description: 'When it began waiting for parts; null unless it is waiting.' })
  waitingForPartsSince!: Date | null;

  @Field(() => Date, { nullable: true, description: "When the customer was last told the car is ready ('Notify customer'); null: not yet." })
  readyNotifiedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When its invoice was issued (Invoiced today only).' })
  invoicedAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: 'One column of the board: its stage, its title and its cards, oldest first.', simpleResolvers: true })
export class BoardColumn {
  @Field(() => BoardStage)
  stage!: BoardStage;

  @Field(() => String, { description: 'e.g. "Waiting for parts".' })
  title!: string;

  @Field(() => [BoardCard])
  cards!: BoardCard[];
}

@ObjectType({ description: 'The workshop’s live job board: every open job card, and those invoiced today, in columns by stage (staff).' })
export class JobBoard {
  @Field(() => String, { description: 'Today, yyyy-MM-dd, in the workshop’s time zone: the day of Invoiced today.' })
  date!: string;

  @Field(() => [BoardColumn], { description: 'The six columns, in order: Booked in, In progress, Waiting for approval, Waiting for parts, Ready for pickup, Invoiced today.' })
  columns!: BoardColumn[];
}

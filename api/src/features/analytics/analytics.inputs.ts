/**
 * The period a caller asks for, shared by GraphQL (arguments) and REST (the query string). The
 * values' rules (known timeframe, real dates in order) are the service's, with their messages.
 */
import { IsOptional, IsString } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import { AnalyticsTimeframe } from './analytics.types.js';

@ArgsType()
export class AnalyticsPeriodArgs {
  @Field(() => AnalyticsTimeframe, { nullable: true, description: 'Default monthly (Last 30 Days).' })
  @IsOptional()
  @IsString({ message: 'timeframe must be given once, as text.' })
  timeframe?: string | null;

  @Field(() => String, { nullable: true, description: 'custom only: the first day, yyyy-MM-dd.' })
  @IsOptional()
  @IsString({ message: 'startDate must be given once, as text.' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'custom only: the last day (inclusive), yyyy-MM-dd.' })
  @IsOptional()
  @IsString({ message: 'endDate must be given once, as text.' })
  endDate?: string | null;
}

export const PERIOD_FIELDS: Array<keyof AnalyticsPeriodArgs> = ['timeframe', 'startDate', 'endDate'];

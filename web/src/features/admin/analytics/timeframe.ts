/** The timeframes as the page offers them, and the period they ask the api for. */
import type { AnalyticsTimeframe } from '../../../gql/graphql';

export const TIMEFRAMES: ReadonlyArray<{ value: AnalyticsTimeframe; label: string }> = [
  { value: 'daily', label: 'Today' },
  { value: 'weekly', label: 'Last 7 Days' },
  { value: 'monthly', label: 'Last 30 Days' },
  { value: 'yearly', label: 'Last 365 Days' },
  { value: 'custom', label: 'Custom Range' },
];

const DEFAULT_TIMEFRAME: AnalyticsTimeframe = 'monthly';

/** The page's choices. */
export const CUSTOM_RANGE_REQUIRED = 'Please select both a start and end date for a custom range.';

export interface PeriodChoice {
  timeframe: AnalyticsTimeframe;
  startDate?: string;
  endDate?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isTimeframe(value: string | null): value is AnalyticsTimeframe {
  return TIMEFRAMES.some((t) => t.value === value);
}

/** The choice a page address carries (?timeframe=weekly, ?timeframe=custom&from=…&to=…); the default otherwise. */
export function choiceFromSearch(params: URLSearchParams): PeriodChoice {
  const timeframe = params.get('timeframe');
  if (!isTimeframe(timeframe)) return { timeframe: DEFAULT_TIMEFRAME };
  if (timeframe !== 'custom') return { timeframe };
  const startDate = params.get('from') ?? '';
  const endDate = params.get('to') ?? '';
  return DATE.test(startDate) && DATE.test(endDate) ? { timeframe, startDate, endDate } : { timeframe: DEFAULT_TIMEFRAME };
}

export function searchOfChoice(choice: PeriodChoice): Record<string, string> {
  if (choice.timeframe === 'custom') return { timeframe: 'custom', from: choice.startDate ?? '', to: choice.endDate ?? '' };
  return choice.timeframe === DEFAULT_TIMEFRAME ? {} : { timeframe: choice.timeframe };
}

/** The GraphQL variables of a choice. */
export function variablesOf(choice: PeriodChoice) {
  return choice.timeframe === 'custom'
    ? { timeframe: choice.timeframe, startDate: choice.startDate ?? null, endDate: choice.endDate ?? null }
    : { timeframe: choice.timeframe, startDate: null, endDate: null };
}

/**
 * What a failed autosave of a job card means: the server asking whether to keep an odometer lower
 * than an earlier reading of the vehicle (409 with `odometer: 'lower'`: nothing to reload), a stale
 * save (409: the card is reloaded and merged), or a failure (a refused value with the fields it
 * names, waiting for the next edit; a dropped connection, retried). And the banner a merge shows.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describeFailure } from '../../../shared/api-errors';
import { FIELD_NAMES, type DraftField } from './job-card-draft';

/** A lower odometer reading waiting for staff: the server's message and the km as typed. */
export interface OdometerCheck {
  message: string;
  km: string;
}

/** Why the server refused a save (a year or odometer out of range), with the fields it names. */
export interface Refusal {
  message: string;
  fields: Record<string, string>;
}

export type SaveOutcome = { kind: 'odometer'; message: string } | { kind: 'stale' } | { kind: 'failed'; refusal: Refusal | null; retry: boolean };

/** The server's question when a save's odometer is lower than an earlier reading of the vehicle: its message, or null. */
function lowerOdometer(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const found = error.errors.find((e) => e.extensions?.code === 'CONFLICT' && e.extensions.odometer === 'lower');
  return found ? found.message : null;
}

export function saveOutcome(error: unknown): SaveOutcome {
  const odometer = lowerOdometer(error);
  if (odometer) return { kind: 'odometer', message: odometer };
  const failure = describeFailure(error);
  if (failure.kind === 'rejected' && failure.code === 'CONFLICT') return { kind: 'stale' };
  return {
    kind: 'failed',
    refusal: failure.kind === 'rejected' && failure.message ? { message: failure.message, fields: failure.fields ?? {} } : null,
    retry: failure.kind === 'network',
  };
}

export function conflictText(conflicts: readonly DraftField[]): string {
  const fields = conflicts.map((f) => FIELD_NAMES[f]).join(', ');
  return conflicts.length
    ? `Someone else changed this job card while you were editing, so the card was reloaded with their version. Their ${fields} replaced yours; your other changes are kept.`
    : 'Someone else changed this job card while you were editing, so the card was reloaded. Your changes are kept and will be saved on top.';
}

/**
 * Sending a supplier's CSV price file: the api takes it over REST only (POST
 * /api/admin/suppliers/:id/price-files, the CSV as a text/csv body), answers the import it started
 * reading (202), and the import is then followed over GraphQL (priceImport). Also what the dialog
 * guesses of the file before it is sent: its rows, for the reading's progress (the api counts the
 * rows it has read, not the file's).
 */
import { adminHeaders, endSession, signedIn } from '../session/admin-session';

/** The largest price file the api takes. */
export const PRICE_FILE_MAX_BYTES = 64 * 1024 * 1024;

/** A refused or failed upload, with the sentence to show (the server's own when it gave one). */
export class PriceFileRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PriceFileRefused';
  }
}

/** Posts the CSV text; answers the id of the import the server started reading. */
export async function uploadPriceFile(supplierId: string, csv: string, signal?: AbortSignal): Promise<{ id: string }> {
  const hadSession = signedIn();
  let response: Response;
  try {
    response = await fetch(`/api/admin/suppliers/${encodeURIComponent(supplierId)}/price-files`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv; charset=utf-8', accept: 'application/json', ...adminHeaders() },
      body: csv,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PriceFileRefused('No answer from the server: check the connection and try again.');
  }
  let body: { id?: unknown; message?: unknown } | null = null;
  try {
    body = (await response.json()) as { id?: unknown; message?: unknown };
  } catch {
    body = null;
  }
  if (response.ok && typeof body?.id === 'string') return { id: body.id };
  if (response.status === 401 && hadSession) endSession();
  const message = typeof body?.message === 'string' && body.message ? body.message : `The price file was not accepted (the server answered ${response.status}).`;
  throw new PriceFileRefused(message);
}

/** The rows of a CSV text as the dialog guesses them: its non-blank lines after the header (a quoted field across lines counts twice). */
export function estimatedRows(csv: string): number {
  let lines = 0;
  for (const line of csv.split(/\r\n|\n|\r/)) if (line.trim()) lines++;
  return Math.max(0, lines - 1);
}

/** How far the reading is, 0 to 100: rows read of the rows guessed, kept below 100 until the server says it is done. */
export function readingPercent(processed: number, estimate: number, done: boolean): number {
  if (done) return 100;
  if (estimate <= 0) return 0;
  return Math.min(99, Math.floor((processed / estimate) * 100));
}

/** A bad row's message without its leading 'Line 12: ' (the line is shown beside it). */
export function problemText(message: string): string {
  const text = message.replace(/^Line \d+:\s*/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

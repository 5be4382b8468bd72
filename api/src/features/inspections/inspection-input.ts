/** What staff may send for one check of an inspection (REST body and GraphQL input alike), read once, with its messages. */
import { AppError } from '../../shared/errors.js';
import { cleanText, findInvalidText, INVALID_TEXT_MESSAGE } from '../../shared/text.js';
import { InspectionRating } from './inspection.entity.js';
import type { MeasurementField } from './measurement.js';

const MAX_NOTE = 2000;
/** A reading: 0 to 10,000 (mm, V), at most two decimals. */
const MAX_READING = 10_000;

/** A check's change: each part left out (undefined) stays as it is. */
export interface ItemChange {
  rating?: InspectionRating | null;
  note?: string;
  measurements?: Record<string, number>;
}

const RATINGS = Object.values(InspectionRating) as string[];

export function readItemChange(body: unknown, fields: readonly MeasurementField[]): ItemChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw AppError.badInput('The request body must be a JSON object.');
  if (findInvalidText(body) !== undefined) throw AppError.badInput(INVALID_TEXT_MESSAGE);
  const { rating, note, measurements } = body as Record<string, unknown>;
  const change: ItemChange = {};
  if (rating !== undefined) {
    if (rating !== null && !RATINGS.includes(rating as string)) throw AppError.badInput('Rating must be good, soon, urgent or none.');
    change.rating = rating as InspectionRating | null;
  }
  if (note !== undefined) {
    if (note !== null && typeof note !== 'string') throw AppError.badInput('The note must be text.');
    const text = cleanText(note ?? '');
    if (text.length > MAX_NOTE) throw AppError.badInput(`The note must be at most ${MAX_NOTE} characters.`);
    change.note = text;
  }
  if (measurements !== undefined) change.measurements = readMeasurements(measurements, fields);
  return change;
}

function readMeasurements(value: unknown, fields: readonly MeasurementField[]): Record<string, number> {
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw AppError.badInput('Measurements must be an object of readings, e.g. { "fl": 4.5 }.');
  const out: Record<string, number> = {};
  for (const [key, reading] of Object.entries(value as Record<string, unknown>)) {
    const field = fields.find((f) => f.key === key);
    if (!field) throw AppError.badInput(`This check has no reading "${key}".`);
    if (reading === null || reading === '') continue;
    const n = typeof reading === 'string' ? Number(reading.trim()) : reading;
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > MAX_READING || Math.abs(Math.round(n * 100) - n * 100) > 1e-6) {
      throw AppError.badInput(`${field.label} must be a number from 0 to ${MAX_READING.toLocaleString('en-AU')} ${field.unit}, with at most two decimals.`);
    }
    out[key] = n;
  }
  return out;
}

/**
 * A supplier's CSV price file read row by row: the header row names the columns, the supplier's
 * remembered mapping says which hold the part number, description, brand, cost price and barcode.
 * Quoted fields (with commas, doubled quotes and line breaks), CRLF or LF lines, a UTF-8 BOM, and
 * blank lines are understood. Each row is checked on its own: a bad one is reported with its line
 * number in the file and never applied.
 */
import { MoneyInputError, parseDollars } from '../../shared/money.js';
import { cleanText, normaliseName } from '../../shared/text.js';
import { partKeyOf } from './parts-read.js';
import type { PriceFileColumns } from './supplier.entity.js';

/** One good row of the file, as the catalogue takes it. */
export interface PriceRow {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  partNumber: string;
  partKey: string;
  description: string | null;
  brand: string | null;
  costCents: number;
  barcode: string | null;
}

export interface BadRow {
  line: number;
  message: string;
}

/** The records of a CSV text, each with the line it starts on. */
export function* csvRecords(text: string): Generator<{ line: number; fields: string[] }> {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    for (;;) {
      if (i >= text.length) {
        fields.push(field);
        break;
      }
      const c = text[i];
      if (quoted) {
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
          } else {
            quoted = false;
            i++;
          }
        } else {
          if (c === '\n') line++;
          field += c;
          i++;
        }
      } else if (c === '"' && field === '') {
        quoted = true;
        i++;
      } else if (c === ',') {
        fields.push(field);
        field = '';
        i++;
      } else if (c === '\r' || c === '\n') {
        fields.push(field);
        i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line++;
        break;
      } else {
        field += c;
        i++;
      }
    }
    if (fields.length > 1 || fields[0].trim() !== '') yield { line: start, fields };
  }
}

/** Where each mapped column is in the header (0-based); the missing required ones by name. */
export function columnsOf(header: string[], columns: PriceFileColumns): { at: Record<keyof PriceFileColumns, number>; missing: string[] } {
  const names = header.map((h) => h.trim().toLowerCase());
  const find = (name: string | null | undefined) => (name ? names.indexOf(name.trim().toLowerCase()) : -1);
  const at = {
    partNumber: find(columns.partNumber),
    description: find(columns.description),
    brand: find(columns.brand),
    costPrice: find(columns.costPrice),
    barcode: find(columns.barcode),
  };
  const missing = (['partNumber', 'description', 'brand', 'costPrice', 'barcode'] as const).filter((k) => columns[k] && at[k] < 0).map((k) => `“${columns[k]}”`);
  return { at, missing };
}

const text = (fields: string[], at: number, max: number): string | null => {
  if (at < 0) return null;
  const value = normaliseName(cleanText(fields[at] ?? ''));
  return value ? value.slice(0, max) : null;
};

/** One record read against the mapping: the row, or why it is bad. */
export function readPriceRow(line: number, fields: string[], at: Record<keyof PriceFileColumns, number>): PriceRow | BadRow {
  const partNumber = text(fields, at.partNumber, 1000);
  if (!partNumber) return { line, message: `Line ${line}: the part number is empty.` };
  if (partNumber.length > 60) return { line, message: `Line ${line}: the part number is longer than 60 characters.` };
  const partKey = partKeyOf(partNumber);
  if (!partKey) return { line, message: `Line ${line}: the part number ${partNumber} has no letter or digit.` };
  const rawCost = (fields[at.costPrice] ?? '').trim().replace(/^\$/, '').replace(/,/g, '');
  let costCents: number;
  try {
    costCents = parseDollars(rawCost, 'Cost price');
  } catch (err) {
    if (err instanceof MoneyInputError) {
      const said = err.message.replace(/\.$/, '');
      return { line, message: `Line ${line}: ${said.charAt(0).toLowerCase()}${said.slice(1)} (“${(fields[at.costPrice] ?? '').trim()}”).` };
    }
    throw err;
  }
  const barcode = text(fields, at.barcode, 1000);
  if (barcode && !/^[\x21-\x7e]{1,60}$/.test(barcode)) return { line, message: `Line ${line}: the barcode must be 1 to 60 letters, digits or symbols, without spaces.` };
  return { line, partNumber, partKey, description: text(fields, at.description, 200), brand: text(fields, at.brand, 60), costCents, barcode };
}

export const isBad = (row: PriceRow | BadRow): row is BadRow => 'message' in row;

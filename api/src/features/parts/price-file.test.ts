/** Reading a supplier's CSV price file: quoting, line numbers, the column mapping, and each bad row named. */
import { describe, expect, it } from 'vitest';
import { columnsOf, csvRecords, isBad, readPriceRow } from './price-file.js';

describe('price files', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes, CRLF, a BOM and blank lines, each record with its first line', () => {
    const text = '\ufeffPart No,Desc,Cost\r\nDB1234,"Pads, front ""GCT""",12.50\r\n\r\nZ418,"Oil filter\nspin-on",9\nLAST,,1';
    expect([...csvRecords(text)]).toEqual([
      { line: 1, fields: ['Part No', 'Desc', 'Cost'] },
      { line: 2, fields: ['DB1234', 'Pads, front "GCT"', '12.50'] },
      { line: 4, fields: ['Z418', 'Oil filter\nspin-on', '9'] },
      { line: 6, fields: ['LAST', '', '1'] },
    ]);
  });

  it('finds the mapped columns ignoring case, and names the ones the file does not have', () => {
    const header = ['PART NO', 'Description', 'Cost ex GST'];
    expect(columnsOf(header, { partNumber: 'part no', description: 'description', costPrice: 'Cost ex GST', brand: null, barcode: null })).toEqual({
      at: { partNumber: 0, description: 1, brand: -1, costPrice: 2, barcode: -1 },
      missing: [],
    });
    expect(columnsOf(header, { partNumber: 'Part No', costPrice: 'Cost', barcode: 'EAN' }).missing).toEqual(['“Cost”', '“EAN”']);
  });

  it('reads a row into the catalogue’s terms, and says what is wrong with a bad one by its line', () => {
    const at = { partNumber: 0, description: 1, brand: -1, costPrice: 2, barcode: 3 };
    expect(readPriceRow(2, ['db-1234 gct', ' Pads  front ', '$1,234.50', '9312345678901'], at)).toEqual({
      line: 2,
      partNumber: 'db-1234 gct',
      partKey: 'DB1234GCT',
      description: 'Pads front',
      brand: null,
      costCents: 123450,
      barcode: '9312345678901',
    });
    const bad = (fields: string[]) => {
      const row = readPriceRow(7, fields, at);
      return isBad(row) ? row.message : null;
    };
    expect(bad(['', 'x', '1', ''])).toBe('Line 7: the part number is empty.');
    expect(bad(['A1', 'x', 'abc', ''])).toBe('Line 7: cost price must be a number (“abc”).');
    expect(bad(['A1', 'x', '1.005', ''])).toBe('Line 7: cost price must have at most 2 decimals (“1.005”).');
    expect(bad(['A1', 'x', '-2', ''])).toBe('Line 7: cost price must not be negative (“-2”).');
    expect(bad(['A1', 'x', '2', 'has space'])).toBe('Line 7: the barcode must be 1 to 60 letters, digits or symbols, without spaces.');
  });
});

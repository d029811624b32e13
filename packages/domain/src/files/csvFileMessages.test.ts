import { describe, expect, it } from 'vitest';
import { propertyCsvColumns } from '../propertyCsvRow/propertyCsvColumns';
import { csvFileCheckMessage, csvHeaderCheckMessage } from './csvFileMessages';
import { validateCsvHeader } from './csvHeader.rules';
import { validateCsvFile } from './fileValidation.rules';

describe('csvFileCheckMessage', () => {
  it('words each refusal of spec 1 section 5', () => {
    expect(csvFileCheckMessage(validateCsvFile({ name: 'photo.png', type: 'image/png', size: 10 }))).toBe('Please select a valid CSV file');
    expect(csvFileCheckMessage(validateCsvFile({ name: 'big.csv', type: 'text/csv', size: 10485761 }))).toBe('File size must be less than 10MB');
    expect(csvFileCheckMessage(validateCsvFile({ name: 'empty.csv', type: '', size: 0 }))).toBe('File cannot be empty');
  });

  it('says nothing of a good file, including one of exactly 10485760 bytes', () => {
    expect(csvFileCheckMessage(validateCsvFile({ name: 'listings.csv', type: 'text/csv', size: 10485760 }))).toBeNull();
  });

  it('names the limit the file was checked against', () => {
    expect(csvFileCheckMessage({ ok: false, reason: 'too-large' }, 5 * 1024 * 1024)).toBe('File size must be less than 5MB');
  });
});

describe('csvHeaderCheckMessage', () => {
  it('lists the missing columns, then the count', () => {
    const withoutTwo = propertyCsvColumns.filter((column) => column !== 'amount' && column !== 'roi');
    expect(csvHeaderCheckMessage(validateCsvHeader(withoutTwo, propertyCsvColumns))).toBe('Missing required columns: amount, roi');
    expect(csvHeaderCheckMessage(validateCsvHeader([...propertyCsvColumns, 'notes'], propertyCsvColumns))).toBe(
      'Expected 39 columns, but found 40. Please use the template file.',
    );
    expect(csvHeaderCheckMessage(validateCsvHeader(propertyCsvColumns, propertyCsvColumns))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { dialogPrice } from './dialogPrice';
import { dateText, numberText } from './intlFormats';

const directionalMarks = /[\u200e\u200f\u061c]/g;
const plain = (text: string) => text.replace(directionalMarks, '');

describe('dateText', () => {
  it("writes a server date in the locale's medium style, Western digits in Arabic too", () => {
    const value = '2026-03-05T14:30:00Z';
    expect(dateText('en-US', 'date')(value)).toBe('Mar 5, 2026');
    // react-aria's I18nProvider hands the maximised tag ('ar-Arab-AE').
    for (const arabic of ['ar-AE', 'ar-Arab-AE', 'ar']) {
      const text = dateText(arabic, 'date')(value);
      expect(text).toBe(new Intl.DateTimeFormat(arabic, { dateStyle: 'medium', numberingSystem: 'latn' }).format(new Date(value)));
      expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
      expect(plain(text)).toContain('2026');
    }
  });

  it('adds the short time for a time stamp, in the locale\'s words', () => {
    const text = dateText('ar-AE', 'dateTime')('2026-03-05T14:30:00Z');
    expect(text).toMatch(/[\u0600-\u06ff]/); // the day period (م) is Arabic
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it('keeps a calendar day on its day in every time zone, and shows text that is no date as it came', () => {
    expect(dateText('en-US', 'calendarDay')('2027-03-31')).toBe('Mar 31, 2027');
    expect(dateText('en-US', 'date')('soon')).toBe('soon');
    expect(dateText('ar-AE', 'calendarDay')('not a day')).toBe('not a day');
  });

  it('gives the same function for the same locale and style (a memoised table depends on it), another for another locale', () => {
    expect(dateText('ar-AE', 'dateTime')).toBe(dateText('ar-AE', 'dateTime'));
    expect(dateText('ar-AE', 'dateTime')).not.toBe(dateText('en-US', 'dateTime'));
    expect(dateText('ar-AE', 'dateTime')).not.toBe(dateText('ar-AE', 'date'));
  });
});

describe('numberText', () => {
  it('groups counts with Western digits in Arabic', () => {
    expect(numberText('en-US', 'count')(10155)).toBe('10,155');
    expect(plain(numberText('ar-AE', 'count')(10155))).toBe('10,155');
    expect(plain(numberText('ar', 'count')(10155))).not.toMatch(/[\u0660-\u0669]/);
  });

  it("writes the agent dialogs' price in US dollars with two decimals, placed as the locale places it", () => {
    expect(numberText('en-US', dialogPrice)(1_250_000)).toBe('$1,250,000.00');
    const arabic = plain(numberText('ar-AE', dialogPrice)(1_250_000));
    expect(arabic).toContain('1,250,000.00');
    expect(arabic).toContain('US$');
  });
});

import { describe, expect, it } from 'vitest';
import { readCsvUploadAnswer } from './csvUploadAnswer';

describe('readCsvUploadAnswer', () => {
  it("takes the contract's JSON, plain text and an empty answer as a success, the message trimmed", () => {
    expect(readCsvUploadAnswer({ message: ' Saved 3 properties ', data: { created: 3 } })).toEqual({ ok: true, message: 'Saved 3 properties', data: { created: 3 } });
    expect(readCsvUploadAnswer({ data: { created: 2 } })).toEqual({ ok: true, message: null, data: { created: 2 } });
    expect(readCsvUploadAnswer({ message: null })).toEqual({ ok: true, message: null });
    expect(readCsvUploadAnswer('File uploaded and properties saved successfully.')).toEqual({ ok: true, message: 'File uploaded and properties saved successfully.' });
    expect(readCsvUploadAnswer('  ')).toEqual({ ok: true, message: null });
    expect(readCsvUploadAnswer(undefined)).toEqual({ ok: true, message: null });
  });

  it('refuses an HTML page answered with 200, whatever its case or leading space', () => {
    expect(readCsvUploadAnswer('<!DOCTYPE html><html><body>Sign in</body></html>')).toEqual({ ok: false });
    expect(readCsvUploadAnswer('\r\n  <html><head><title>502 Bad Gateway</title></head></html>')).toEqual({ ok: false });
  });

  it('refuses JSON of another shape', () => {
    expect(readCsvUploadAnswer({})).toEqual({ ok: false });
    expect(readCsvUploadAnswer({ status: 'error' })).toEqual({ ok: false });
    expect(readCsvUploadAnswer({ message: 42 })).toEqual({ ok: false });
    expect(readCsvUploadAnswer([{ message: 'Saved' }])).toEqual({ ok: false });
    expect(readCsvUploadAnswer(42)).toEqual({ ok: false });
    expect(readCsvUploadAnswer(null)).toEqual({ ok: false });
  });
});

import { describe, expect, it } from 'vitest';
import { createEnquiry } from './enquiry.fixtures';
import { csvSafeCell, enquiryCsvFileName, enquiryCsvHeader, enquiryCsvRow, enquiryCsvTable } from './enquiryCsvExport';

const full = createEnquiry(1, {
  id: 41,
  name: 'Fatima Al Mansoori',
  email: 'fatima@example.com',
  phone: '+971 50 123 4567',
  status: 'IN_PROGRESS',
  message: 'Is the villa still available?',
  note: 'Viewing on Saturday, 11:00',
  createdAt: '2026-11-20T10:30:00',
  propertyId: 1001,
  projectId: 77,
});

const bare = createEnquiry(2, {
  id: 42,
  name: 'Omar Haddad',
  email: 'omar@example.com',
  phone: null,
  status: 'NEW',
  message: undefined,
  note: null,
  createdAt: '2026-11-21T08:00:00',
  propertyId: null,
  projectId: undefined,
});

describe('enquiryCsvHeader', () => {
  it('names the columns in export order', () => {
    expect(enquiryCsvHeader).toEqual(['ID', 'Name', 'Email', 'Phone', 'Status', 'Message', 'Note', 'Created', 'Property ID', 'Project ID']);
  });
});

describe('enquiryCsvRow', () => {
  it('writes every field in header order, with the status label', () => {
    expect(enquiryCsvRow(full)).toEqual([
      '41',
      'Fatima Al Mansoori',
      'fatima@example.com',
      `'+971 50 123 4567`,
      'In Progress',
      'Is the villa still available?',
      'Viewing on Saturday, 11:00',
      '2026-11-20T10:30:00',
      '1001',
      '77',
    ]);
  });

  it('leaves absent values (null or undefined) as empty cells', () => {
    expect(enquiryCsvRow(bare)).toEqual(['42', 'Omar Haddad', 'omar@example.com', '', 'New', '', '', '2026-11-21T08:00:00', '', '']);
  });

  it('keeps an id of 0 rather than blanking it', () => {
    expect(enquiryCsvRow(createEnquiry(3, { propertyId: 0, projectId: 0 })).slice(8)).toEqual(['0', '0']);
  });

  it('escapes formula-like text the user typed', () => {
    const row = enquiryCsvRow(createEnquiry(4, { name: '=HYPERLINK("http://x")', note: '@SUM(A1)', message: '+cmd', status: 'CLOSED' }));
    expect(row[1]).toBe(`'=HYPERLINK("http://x")`);
    expect(row[4]).toBe('Closed');
    expect(row[5]).toBe(`'+cmd`);
    expect(row[6]).toBe(`'@SUM(A1)`);
  });
});

describe('csvSafeCell', () => {
  it.each(['=1+1', '@A1', '+SUM(A1)', '-2+3+cmd', '\t=1', '\rX', '+', '-', '-1-1', '+1+1', '-42', '+971 50 123 4567', '+971-4-123-4567', '+1 (555) 010-9999'])(
    'prefixes %j with an apostrophe',
    (value) => {
      expect(csvSafeCell(value)).toBe(`'${value}`);
    },
  );

  it.each(['Plain text', '', 'a=b', 'x@y.com', ' =1', '971 50 123 4567', '0501234567'])(
    'leaves %j as it is',
    (value) => {
      expect(csvSafeCell(value)).toBe(value);
    },
  );
});

describe('enquiryCsvTable', () => {
  it('puts the header first, then the enquiries in the order given', () => {
    const table = enquiryCsvTable([bare, full]);
    expect(table).toHaveLength(3);
    expect(table[0]).toEqual([...enquiryCsvHeader]);
    expect(table.slice(1).map((row) => row[0])).toEqual(['42', '41']);
    expect(table[1]).toEqual(enquiryCsvRow(bare));
  });

  it('is the header alone for no enquiries, as a copy', () => {
    const table = enquiryCsvTable([]);
    expect(table).toEqual([[...enquiryCsvHeader]]);
    expect(table[0]).not.toBe(enquiryCsvHeader);
  });
});

describe('enquiryCsvFileName', () => {
  it('dates the file by the local day of export, zero-padded', () => {
    expect(enquiryCsvFileName(new Date(2026, 10, 22, 23, 59))).toBe('inquiries-2026-11-22.csv');
    expect(enquiryCsvFileName(new Date(2025, 0, 5, 0, 0))).toBe('inquiries-2025-01-05.csv');
  });
});

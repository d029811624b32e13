import { describe, expect, it } from 'vitest';
import { createEnquiry } from './enquiry.fixtures';
import { type Enquiry } from './enquiry.schema';
import { enquiryMatchesSearch, filterEnquiries } from './enquirySearch.rules';

const ids = (enquiries: readonly Enquiry[]) => enquiries.map((enquiry) => enquiry.id);

const fatima = createEnquiry(1, {
  id: 1,
  name: 'Fatima Al Mansoori',
  email: 'fatima.m@example.com',
  phone: '+971 50 123 4567',
  message: 'Is the villa in Arabian Ranches still available?',
  note: 'Viewing booked for Saturday',
  status: 'NEW',
});
const omar = createEnquiry(2, {
  id: 2,
  name: 'Omar Haddad',
  email: 'omar@example.com',
  phone: null,
  message: null,
  note: null,
  status: 'RESOLVED',
});
const priya = createEnquiry(3, {
  id: 3,
  name: 'Priya Nair',
  email: 'priya.nair@example.com',
  phone: '+971 55 987 6543',
  message: 'Payment plan for the Marina studio, please.',
  note: 'Sent brochure',
  status: 'IN_PROGRESS',
});
const list = [fatima, omar, priya];

describe('enquiryMatchesSearch', () => {
  it.each([
    ['name', 'Al Mansoori'],
    ['email', 'fatima.m@'],
    ['phone', '123 4567'],
    ['message', 'Arabian Ranches'],
    ['note', 'Saturday'],
  ])('finds text in the %s', (_field, search) => {
    expect(enquiryMatchesSearch(fatima, search)).toBe(true);
    expect(enquiryMatchesSearch(omar, search)).toBe(false);
  });

  it('ignores case both ways', () => {
    expect(enquiryMatchesSearch(fatima, 'FATIMA')).toBe(true);
    expect(enquiryMatchesSearch(createEnquiry(9, { name: 'OMAR HADDAD' }), 'omar h')).toBe(true);
  });

  it('trims the search', () => {
    expect(enquiryMatchesSearch(fatima, '  saturday \t')).toBe(true);
  });

  it('matches everything when the search is blank', () => {
    expect(enquiryMatchesSearch(omar, '')).toBe(true);
    expect(enquiryMatchesSearch(omar, '   ')).toBe(true);
  });

  it('skips absent phone, message and note rather than matching their text', () => {
    expect(enquiryMatchesSearch(omar, 'null')).toBe(false);
    expect(enquiryMatchesSearch(omar, 'undefined')).toBe(false);
  });

  it('does not match across two fields', () => {
    expect(enquiryMatchesSearch(omar, 'haddad omar@')).toBe(false);
  });

  it('finds Arabic text', () => {
    expect(enquiryMatchesSearch(createEnquiry(8, { name: 'محمد العلي' }), 'العلي')).toBe(true);
  });
});

describe('filterEnquiries', () => {
  it('keeps every enquiry, in order, as a new array for a blank search and All Status', () => {
    const result = filterEnquiries(list, { search: ' ', status: 'ALL' });
    expect(ids(result)).toEqual([1, 2, 3]);
    expect(result).not.toBe(list);
  });

  it('keeps only the matching enquiries, in their order', () => {
    expect(ids(filterEnquiries(list, { search: 'example.com', status: 'ALL' }))).toEqual([1, 2, 3]);
    expect(ids(filterEnquiries(list, { search: 'PLAN', status: 'ALL' }))).toEqual([3]);
    expect(ids(filterEnquiries(list, { search: 'nobody', status: 'ALL' }))).toEqual([]);
  });

  it('filters by status alone', () => {
    expect(ids(filterEnquiries(list, { search: '', status: 'RESOLVED' }))).toEqual([2]);
    expect(ids(filterEnquiries(list, { search: '', status: 'CLOSED' }))).toEqual([]);
  });

  it('combines the status filter with the search', () => {
    expect(ids(filterEnquiries(list, { search: 'example', status: 'IN_PROGRESS' }))).toEqual([3]);
    expect(ids(filterEnquiries(list, { search: 'fatima', status: 'IN_PROGRESS' }))).toEqual([]);
    expect(ids(filterEnquiries(list, { search: ' Fatima ', status: 'NEW' }))).toEqual([1]);
  });

  it('indexes an updated enquiry again', () => {
    expect(ids(filterEnquiries(list, { search: 'called back', status: 'ALL' }))).toEqual([]);
    const updated = { ...omar, note: 'Called back on Monday' };
    expect(ids(filterEnquiries([fatima, updated, priya], { search: 'called back', status: 'ALL' }))).toEqual([2]);
    expect(ids(filterEnquiries([fatima, updated, priya], { search: 'Viewing booked', status: 'ALL' }))).toEqual([1]);
    const renamed = { ...fatima, name: 'Fatima Khan', note: null };
    expect(ids(filterEnquiries([renamed], { search: 'mansoori', status: 'ALL' }))).toEqual([]);
    expect(ids(filterEnquiries([renamed], { search: 'saturday', status: 'ALL' }))).toEqual([]);
    expect(ids(filterEnquiries([renamed], { search: 'khan', status: 'ALL' }))).toEqual([1]);
  });
});

import { describe, expect, it } from 'vitest';
import { enquiryStatuses } from '../constants/enquiryStatus';
import { enquirySortColumns } from './enquirySort.rules';
import {
  changeEnquiryViewState,
  defaultEnquiryViewState,
  enquiryViewParams,
  enquiryViewStateToQuery,
  parseEnquiryViewState,
  type EnquiryViewState,
} from './enquiryViewState.rules';

const state = (overrides: Partial<EnquiryViewState>): EnquiryViewState => ({ ...defaultEnquiryViewState, ...overrides });

describe('defaultEnquiryViewState', () => {
  it('is no search, All Status, id descending, the first page and no dialog', () => {
    expect(defaultEnquiryViewState).toEqual({ search: '', status: 'ALL', sort: { column: 'id', direction: 'descending' }, openId: null, page: 1 });
  });

  it('keeps to the query parameter names q, status, sort, dir, page and inquiry', () => {
    expect(enquiryViewParams).toEqual({ search: 'q', status: 'status', sort: 'sort', direction: 'dir', openId: 'inquiry', page: 'page' });
  });
});

describe('the page in the view state', () => {
  it('reads and writes the page, leaving the first page out', () => {
    expect(parseEnquiryViewState('?page=3').page).toBe(3);
    expect(enquiryViewStateToQuery(state({ page: 3 }))).toBe('page=3');
    expect(enquiryViewStateToQuery(state({ page: 1 }))).toBe('');
  });

  it('reads the first page for a page that is not a whole number from 1', () => {
    for (const value of ['0', '-2', '1.5', 'two', '', '1e400']) expect(parseEnquiryViewState(`?page=${value}`).page, value).toBe(1);
  });

  it('goes back to the first page when the search, filter or sort changes, and keeps it otherwise', () => {
    const onPage3 = state({ page: 3 });
    expect(changeEnquiryViewState(onPage3, { search: 'noura' }).page).toBe(1);
    expect(changeEnquiryViewState(onPage3, { status: 'NEW' }).page).toBe(1);
    expect(changeEnquiryViewState(onPage3, { sort: { column: 'name', direction: 'ascending' } }).page).toBe(1);
    expect(changeEnquiryViewState(onPage3, { openId: 12 })).toEqual(state({ page: 3, openId: 12 }));
    expect(changeEnquiryViewState(onPage3, { page: 4 }).page).toBe(4);
  });
});

describe('parseEnquiryViewState', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseEnquiryViewState('')).toEqual(defaultEnquiryViewState);
    expect(parseEnquiryViewState('?')).toEqual(defaultEnquiryViewState);
  });

  it('reads every parameter from a string or URLSearchParams', () => {
    const expected = state({ search: 'marina view', status: 'IN_PROGRESS', sort: { column: 'name', direction: 'descending' }, openId: 12 });
    expect(parseEnquiryViewState('?q=marina+view&status=IN_PROGRESS&sort=name&dir=desc&inquiry=12')).toEqual(expected);
    expect(parseEnquiryViewState(new URLSearchParams({ q: 'marina view', status: 'IN_PROGRESS', sort: 'name', dir: 'desc', inquiry: '12' }))).toEqual(
      expected,
    );
  });

  it('keeps the search as typed, spaces and symbols included', () => {
    expect(parseEnquiryViewState('q=%20%2B971%2050%20').search).toBe(' +971 50 ');
  });

  it('falls back to All Status for an unknown or lower-case status', () => {
    for (const value of ['ALL', 'new', 'PENDING', '']) expect(parseEnquiryViewState(`status=${value}`).status).toBe('ALL');
  });

  it('falls back to the default sort for an unknown column, whatever the direction', () => {
    expect(parseEnquiryViewState('sort=phone&dir=asc').sort).toEqual(defaultEnquiryViewState.sort);
    expect(parseEnquiryViewState('dir=asc').sort).toEqual(defaultEnquiryViewState.sort);
  });

  it('sorts a column ascending when the direction is missing or unknown', () => {
    expect(parseEnquiryViewState('sort=email').sort).toEqual({ column: 'email', direction: 'ascending' });
    expect(parseEnquiryViewState('sort=email&dir=sideways').sort).toEqual({ column: 'email', direction: 'ascending' });
    expect(parseEnquiryViewState('sort=id').sort).toEqual({ column: 'id', direction: 'ascending' });
  });

  it('opens no dialog for an id that is not a positive whole number', () => {
    for (const value of ['', '0', '-3', '1.5', 'abc', '9007199254740993']) {
      expect(parseEnquiryViewState(`inquiry=${value}`).openId).toBeNull();
    }
  });
});

describe('enquiryViewStateToQuery', () => {
  it('leaves every default out, so an untouched view has a clean URL', () => {
    expect(enquiryViewStateToQuery(defaultEnquiryViewState)).toBe('');
    expect(enquiryViewStateToQuery(state({ search: '   ' }))).toBe('');
  });

  it('writes each changed part', () => {
    expect(enquiryViewStateToQuery(state({ search: 'villa' }))).toBe('q=villa');
    expect(enquiryViewStateToQuery(state({ status: 'CLOSED' }))).toBe('status=CLOSED');
    expect(enquiryViewStateToQuery(state({ sort: { column: 'createdAt', direction: 'descending' } }))).toBe('sort=createdAt&dir=desc');
    expect(enquiryViewStateToQuery(state({ sort: { column: 'id', direction: 'ascending' } }))).toBe('sort=id&dir=asc');
    expect(enquiryViewStateToQuery(state({ openId: 42 }))).toBe('inquiry=42');
  });

  it('keeps parameters of other owners and replaces its own', () => {
    const query = enquiryViewStateToQuery(state({ status: 'NEW' }), '?tab=inquiries&q=old&status=CLOSED&sort=name&dir=asc&inquiry=3');
    expect(query).toBe('tab=inquiries&status=NEW');
    expect(enquiryViewStateToQuery(defaultEnquiryViewState, new URLSearchParams('lang=ar&inquiry=9'))).toBe('lang=ar');
  });

  it('round-trips every status, column and direction through the query', () => {
    for (const status of ['ALL', ...enquiryStatuses] as const) {
      for (const column of enquirySortColumns) {
        for (const direction of ['ascending', 'descending'] as const) {
          const original = state({ search: 'Jumeirah & "Palm" 50%', status, sort: { column, direction }, openId: 7 });
          expect(parseEnquiryViewState(enquiryViewStateToQuery(original))).toEqual(original);
        }
      }
    }
  });

  it('round-trips the default view and a view with only a search', () => {
    expect(parseEnquiryViewState(enquiryViewStateToQuery(defaultEnquiryViewState))).toEqual(defaultEnquiryViewState);
    const searched = state({ search: 'مرحباً' });
    expect(parseEnquiryViewState(enquiryViewStateToQuery(searched))).toEqual(searched);
  });
});

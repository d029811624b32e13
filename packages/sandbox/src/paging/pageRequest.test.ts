import { describe, expect, it } from 'vitest';
import { RsqlParseError } from '../rsql/rsqlParseError';
import { QueryParameterError } from './queryParameterError';
import { pageParameterLimits, parsePageRequest, parseSort } from './pageRequest';

const request = (query: string, defaults?: { size?: number; maxSize?: number }) => parsePageRequest(new URLSearchParams(query), defaults);

describe('parsePageRequest', () => {
  it('reads page and size', () => {
    expect(request('page=2&size=9')).toEqual({ page: 2, size: 9, sort: [] });
  });

  it('falls back to page 0 and Spring default size 20, or the route default', () => {
    expect(request('')).toEqual({ page: 0, size: 20, sort: [] });
    expect(request('', { size: 12 })).toMatchObject({ size: 12 });
  });

  it.each([
    ['page=', 0],
    ['page=%203%20', 3],
    ['page=%2B4', 4],
    ['page=007', 7],
    [`page=${pageParameterLimits.max}`, pageParameterLimits.max],
  ])('reads %s as page %i', (query, page) => {
    expect(request(query).page).toBe(page);
  });

  it.each([
    ['page', '-1'],
    ['page', 'abc'],
    ['page', '1.5'],
    ['page', '1e3'],
    ['page', '0x10'],
    ['page', '9'.repeat(400)],
    ['page', String(pageParameterLimits.max + 1)],
    ['size', '-5'],
    ['size', 'x'],
    ['size', '9'.repeat(400)],
  ])('refuses %s=%s with an error naming the parameter, which search routes answer with a 400', (parameter, value) => {
    const parse = () => request(new URLSearchParams({ [parameter]: value }).toString());
    expect(parse).toThrow(QueryParameterError);
    expect(parse).toThrow(RsqlParseError);
    expect(parse).toThrow(`'${parameter}'`);
  });

  it('quotes a long refused value by its start only', () => {
    const parse = () => request(`page=${'9'.repeat(400)}`);
    expect(parse).toThrow(/^.{0,160}$/);
  });

  it.each([
    ['size=0', 10],
    ['size=', 10],
    ['size=1', 1],
    ['size=2000', 2000],
    ['size=5000', 2000],
  ])('reads %s as size %i (default 10)', (query, size) => {
    expect(request(query, { size: 10 }).size).toBe(size);
  });

  it('caps the size at a route maximum', () => {
    expect(request('size=500', { maxSize: 100 }).size).toBe(100);
  });
});

describe('parseSort', () => {
  const sort = (query: string) => parseSort(new URLSearchParams(query));

  it('reads field and direction, ascending by default, direction in any case', () => {
    expect(sort('sort=created,desc&sort=name')).toEqual([
      { property: 'created', direction: 'DESC' },
      { property: 'name', direction: 'ASC' },
    ]);
    expect(sort('sort=name,DESC')).toEqual([{ property: 'name', direction: 'DESC' }]);
    expect(sort('sort=name,Asc')).toEqual([{ property: 'name', direction: 'ASC' }]);
  });

  it('applies one direction to every property of the parameter and skips blanks', () => {
    expect(sort('sort=a,,b,desc')).toEqual([
      { property: 'a', direction: 'DESC' },
      { property: 'b', direction: 'DESC' },
    ]);
    expect(sort('sort=&sort=,desc')).toEqual([]);
  });

  it('keeps the first order of a property: a later one could only break ties the first has left, which it cannot', () => {
    expect(sort('sort=name,desc&sort=created&sort=name,asc')).toEqual([
      { property: 'name', direction: 'DESC' },
      { property: 'created', direction: 'ASC' },
    ]);
    const repeated = Array.from({ length: 2000 }, (_, index) => `sort=f${index % 2}`).join('&');
    expect(sort(repeated)).toEqual([
      { property: 'f0', direction: 'ASC' },
      { property: 'f1', direction: 'ASC' },
    ]);
  });

  it('refuses more different properties than the limit, with the error search routes answer with a 400', () => {
    const within = Array.from({ length: pageParameterLimits.maxSortProperties }, (_, index) => `sort=f${index}`).join('&');
    expect(sort(within)).toHaveLength(pageParameterLimits.maxSortProperties);
    const past = () => sort(`${within}&sort=one,more`);
    expect(past).toThrow(QueryParameterError);
    expect(past).toThrow(RsqlParseError);
    expect(past).toThrow(`'sort'`);
  });
});

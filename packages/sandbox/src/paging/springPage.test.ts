import { describe, expect, it } from 'vitest';
import { springPageFromQuery, toSpringPage } from './springPage';

const items = Array.from({ length: 25 }, (_, index) => ({ id: index + 1 }));

describe('toSpringPage', () => {
  it('writes a middle page exactly as Spring Data does, keys in Spring order', () => {
    const page = toSpringPage(items, { page: 1, size: 10 });
    expect(JSON.stringify(page)).toBe(
      JSON.stringify({
        content: items.slice(10, 20),
        pageable: {
          pageNumber: 1,
          pageSize: 10,
          sort: { empty: true, sorted: false, unsorted: true },
          offset: 10,
          paged: true,
          unpaged: false,
        },
        last: false,
        totalElements: 25,
        totalPages: 3,
        size: 10,
        number: 1,
        sort: { empty: true, sorted: false, unsorted: true },
        first: false,
        numberOfElements: 10,
        empty: false,
      }),
    );
  });

  it('marks the first and a partial last page', () => {
    expect(toSpringPage(items, { page: 0, size: 10 })).toMatchObject({ first: true, last: false, numberOfElements: 10 });
    expect(toSpringPage(items, { page: 2, size: 10 })).toMatchObject({ first: false, last: true, numberOfElements: 5, content: items.slice(20) });
  });

  it('reports an exact fit as a single page', () => {
    expect(toSpringPage(items.slice(0, 10), { page: 0, size: 10 })).toMatchObject({ totalPages: 1, first: true, last: true });
  });

  it('reports no items as 0 pages, first, last and empty', () => {
    expect(toSpringPage([], { page: 0, size: 12 })).toMatchObject({
      content: [],
      totalElements: 0,
      totalPages: 0,
      first: true,
      last: true,
      numberOfElements: 0,
      empty: true,
    });
  });

  it('keeps the total on a page past the end', () => {
    expect(toSpringPage(items, { page: 9, size: 10 })).toMatchObject({ content: [], totalElements: 25, totalPages: 3, last: true, empty: true, number: 9 });
  });

  it('describes a sorted request as sorted', () => {
    const page = toSpringPage(items, { page: 0, size: 5, sort: [{ property: 'id', direction: 'DESC' }] });
    expect(page.sort).toEqual({ empty: false, sorted: true, unsorted: false });
    expect(page.pageable.sort).toEqual(page.sort);
  });

  it('refuses impossible page numbers and sizes', () => {
    expect(() => toSpringPage(items, { page: -1, size: 10 })).toThrow(RangeError);
    expect(() => toSpringPage(items, { page: 0.5, size: 10 })).toThrow(RangeError);
    expect(() => toSpringPage(items, { page: 0, size: 0 })).toThrow(RangeError);
  });
});

describe('springPageFromQuery', () => {
  it('sorts, then pages, from the query string', () => {
    const page = springPageFromQuery(items, new URLSearchParams('page=0&size=3&sort=id,desc'));
    expect(page.content.map((item) => item.id)).toEqual([25, 24, 23]);
    expect(page).toMatchObject({ size: 3, totalPages: 9, sort: { sorted: true } });
  });

  it('uses the route default size when the query has none', () => {
    expect(springPageFromQuery(items, new URLSearchParams(''), { size: 12 })).toMatchObject({ size: 12, numberOfElements: 12 });
  });
});

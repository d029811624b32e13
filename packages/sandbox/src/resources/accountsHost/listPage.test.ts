import { describe, expect, it } from 'vitest';
import { RsqlParseError } from '../../rsql/rsqlParseError';
import { listPage } from './listPage';

const items = Array.from({ length: 25 }, (_, index) => ({ id: index + 1 }));

describe('listPage', () => {
  it('answers every item on one page when the request names neither page nor size', () => {
    const page = listPage(items, new URLSearchParams());
    expect(page.content).toHaveLength(25);
    expect(page).toMatchObject({ number: 0, totalPages: 1, totalElements: 25, first: true, last: true });
  });

  it('still sorts an unpaged list', () => {
    expect(listPage(items, new URLSearchParams('sort=id,desc')).content[0]).toEqual({ id: 25 });
  });

  it('pages like Spring once page or size is given', () => {
    expect(listPage(items, new URLSearchParams('page=1&size=10')).content.map((item) => item.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(listPage(items, new URLSearchParams('page=0')).content).toHaveLength(20);
  });

  it('reports an empty unpaged list as zero pages', () => {
    expect(listPage([], new URLSearchParams())).toMatchObject({ content: [], totalPages: 0, totalElements: 0, empty: true });
  });

  it('refuses a page or size that is not a whole number with the error its routes answer with a 400', () => {
    expect(() => listPage(items, new URLSearchParams({ page: '9'.repeat(400) }))).toThrow(RsqlParseError);
    expect(() => listPage(items, new URLSearchParams({ size: '-1' }))).toThrow(RsqlParseError);
  });
});

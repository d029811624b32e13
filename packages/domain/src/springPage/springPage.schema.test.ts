import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { accountsPageSchema, dataItemSchema, dataPageSchema, springPageSchema } from './springPage.schema';

const item = z.object({ id: z.number() });

const fullPage = {
  content: [{ id: 1 }, { id: 2 }],
  pageable: { pageNumber: 0, pageSize: 10, offset: 0, paged: true, unpaged: false, sort: { sorted: false } },
  last: false,
  totalElements: 23,
  totalPages: 3,
  size: 10,
  number: 0,
  first: true,
  numberOfElements: 2,
  empty: false,
};

describe('Spring page schemas', () => {
  it('reads a full Spring page', () => {
    const page = springPageSchema(item).parse(fullPage);
    expect(page).toMatchObject({ number: 0, totalPages: 3, totalElements: 23, first: true, last: false });
    expect(page.pageable).toEqual({ pageNumber: 0, pageSize: 10, offset: 0, paged: true, unpaged: false });
  });

  it('reads a page with only the four fields spec 3 uses, and an unpaged one', () => {
    expect(springPageSchema(item).safeParse({ content: [], number: 0, totalPages: 0, totalElements: 0 }).success).toBe(true);
    expect(springPageSchema(item).parse({ ...fullPage, pageable: 'INSTANCE' }).pageable).toBe('INSTANCE');
  });

  it('refuses a page without content or page counts, or with a bad item', () => {
    expect(springPageSchema(item).safeParse({ ...fullPage, content: undefined }).success).toBe(false);
    expect(springPageSchema(item).safeParse({ ...fullPage, totalPages: undefined }).success).toBe(false);
    expect(springPageSchema(item).safeParse({ ...fullPage, number: -1 }).success).toBe(false);
    expect(springPageSchema(item).safeParse({ ...fullPage, content: [{ id: 'x' }] }).success).toBe(false);
  });

  it('reads the data-wrapped variants', () => {
    expect(dataPageSchema(item).parse({ data: fullPage }).data.content).toHaveLength(2);
    expect(dataPageSchema(item).safeParse(fullPage).success).toBe(false);
    expect(dataItemSchema(item).parse({ data: { id: 4 } })).toEqual({ data: { id: 4 } });
    expect(accountsPageSchema(item).parse({ ...fullPage, content: [{ data: { id: 9 } }] }).content[0]?.data.id).toBe(9);
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEnquiryPage } from './useEnquiryPage';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('useEnquiryPage', () => {
  it('slices the list into pages', () => {
    const { result } = renderHook(() => useEnquiryPage(numbers(12), 'key', 5));
    expect(result.current).toMatchObject({ page: 0, pageCount: 3, items: [1, 2, 3, 4, 5] });
    act(() => result.current.setPage(2));
    expect(result.current).toMatchObject({ page: 2, items: [11, 12] });
  });

  it('goes back to the first page when the key changes', () => {
    const { result, rerender } = renderHook(({ key }) => useEnquiryPage(numbers(12), key, 5), { initialProps: { key: 'a' } });
    act(() => result.current.setPage(1));
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ page: 0, items: [1, 2, 3, 4, 5] });
  });

  it('shows the last page of a list that shrank under it, and no page of an empty list', () => {
    const { result, rerender } = renderHook(({ list }) => useEnquiryPage(list, 'key', 5), { initialProps: { list: numbers(12) } });
    act(() => result.current.setPage(2));
    rerender({ list: numbers(9) });
    expect(result.current).toMatchObject({ page: 1, pageCount: 2, items: [6, 7, 8, 9] });
    rerender({ list: [] });
    expect(result.current).toMatchObject({ page: 0, pageCount: 0, items: [] });
  });
});

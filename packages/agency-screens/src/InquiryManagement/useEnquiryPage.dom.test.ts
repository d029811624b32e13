import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useEnquiryPage } from './useEnquiryPage';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('useEnquiryPage', () => {
  it('slices the list at the page asked for, and asks for another page 1-based', () => {
    const onPageChange = vi.fn();
    const { result, rerender } = renderHook(({ page }) => useEnquiryPage(numbers(12), page, onPageChange, 5), { initialProps: { page: 1 } });
    expect(result.current).toMatchObject({ page: 0, pageCount: 3, items: [1, 2, 3, 4, 5] });
    result.current.setPage(2);
    expect(onPageChange).toHaveBeenCalledWith(3);
    rerender({ page: 3 });
    expect(result.current).toMatchObject({ page: 2, items: [11, 12] });
  });

  it('shows the last page of a list that shrank under it, and no page of an empty list', () => {
    const { result, rerender } = renderHook(({ list }) => useEnquiryPage(list, 3, vi.fn(), 5), { initialProps: { list: numbers(12) } });
    expect(result.current).toMatchObject({ page: 2, items: [11, 12] });
    rerender({ list: numbers(9) });
    expect(result.current).toMatchObject({ page: 1, pageCount: 2, items: [6, 7, 8, 9] });
    rerender({ list: [] });
    expect(result.current).toMatchObject({ page: 0, pageCount: 0, items: [] });
  });
});

import { listingQualityRules } from '@marketplace/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completeQualityValues, emptyQualityValues, halfDoneQualityValues } from './stories/qualityStoryData';
import { useListingQuality } from './useListingQuality';

describe('useListingQuality', () => {
  it('scores the form values', () => {
    const { result } = renderHook(() => useListingQuality(halfDoneQualityValues()));
    expect(result.current.quality.score).toBe(50);
  });

  it('gives the same props for the same values object, so the memoised panel skips the render', () => {
    const values = emptyQualityValues();
    const { result, rerender } = renderHook(({ formValues }) => useListingQuality(formValues), { initialProps: { formValues: values } });
    const first = result.current;
    rerender({ formValues: values });
    expect(result.current).toBe(first);
  });

  it('follows new values', async () => {
    const { result, rerender } = renderHook(({ formValues }) => useListingQuality(formValues), { initialProps: { formValues: emptyQualityValues() } });
    expect(result.current.quality.score).toBe(0);
    rerender({ formValues: completeQualityValues() });
    await waitFor(() => expect(result.current.quality.score).toBe(100));
  });

  it('scores a description of thousands of words well within a long task', () => {
    const longText = `<p>${'Sea views from every room of this bright apartment. '.repeat(500)}</p>`;
    const values = { ...completeQualityValues(), description: longText };
    const { result, rerender } = renderHook(({ formValues }) => useListingQuality(formValues), { initialProps: { formValues: values } });
    const started = performance.now();
    rerender({ formValues: { ...values, name: `${values.name} ` } });
    // A long task is 50 ms: a keystroke's score on a 4,500-word description must stay under it (a render included).
    expect(performance.now() - started).toBeLessThan(50);
    expect(result.current.quality.results.find((check) => check.check === 'description')?.earned).toBe(listingQualityRules.description.points);
  });
});

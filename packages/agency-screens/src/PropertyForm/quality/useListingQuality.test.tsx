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

  it('scores a description of thousands of words, and keeps its reading when another field changes', async () => {
    const longText = `<p>${'Sea views from every room of this bright apartment. '.repeat(500)}</p>`;
    const values = { ...completeQualityValues(), description: longText };
    const { result, rerender } = renderHook(({ formValues }) => useListingQuality(formValues), { initialProps: { formValues: values } });
    rerender({ formValues: { ...values, name: `${values.name} ` } });
    // How fast is the typing bench's to say (pnpm bench); here, only that the score stays right.
    await waitFor(() => expect(result.current.quality.results.find((check) => check.check === 'description')?.earned).toBe(listingQualityRules.description.points));
  });
});

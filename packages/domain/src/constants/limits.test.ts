import { describe, expect, it } from 'vitest';
import {
  type RoiCalculatorInput,
  coverImageLimits,
  csvUploadLimits,
  faqLimits,
  imageLimits,
  megabytes,
  propertyFormLimits,
  reviewLimits,
  roiCalculatorInputs,
  sessionLimits,
} from './limits';

describe('limits', () => {
  it('counts megabytes the way the specs write bytes', () => {
    expect(megabytes(10)).toBe(10485760);
    expect(csvUploadLimits.maxFileBytes).toBe(10485760);
    expect(imageLimits.propertyImageMaxBytes).toBe(5242880);
    expect(imageLimits.profileImageMaxBytes).toBe(2097152);
  });

  it('schedules the token refresh five minutes ahead, in milliseconds', () => {
    expect(sessionLimits.tokenRefreshLeadMs).toBe(300_000);
  });

  it('keeps the cover output and crop window at the stated 3.5:1 ratio', () => {
    expect(coverImageLimits.outputWidthPx / coverImageLimits.outputHeightPx).toBeCloseTo(coverImageLimits.aspectRatio, 1);
    expect(coverImageLimits.cropWindowWidthPx / coverImageLimits.cropWindowHeightPx).toBe(coverImageLimits.aspectRatio);
  });

  it('warns before the review maximum and keeps recommendation inside the rating range', () => {
    expect(reviewLimits.warnAboveLength).toBeLessThan(reviewLimits.maxLength);
    expect(reviewLimits.recommendMinRating).toBeGreaterThanOrEqual(reviewLimits.minRating);
    expect(reviewLimits.recommendMinRating).toBeLessThanOrEqual(reviewLimits.maxRating);
  });

  it('turns the FAQ counter red after amber', () => {
    expect(faqLimits.counterRedShareLeft).toBeLessThan(faqLimits.counterAmberShareLeft);
  });

  it('offers the default pre-handover share among its options', () => {
    expect(propertyFormLimits.preHandoverPaymentOptions).toContain(propertyFormLimits.defaultPreHandoverPaymentPct);
  });

  it('starts every ROI input inside its clamp range', () => {
    for (const input of Object.keys(roiCalculatorInputs) as RoiCalculatorInput[]) {
      const { defaultValue, min, max } = roiCalculatorInputs[input];
      expect(defaultValue, input).toBeGreaterThanOrEqual(min);
      expect(defaultValue, input).toBeLessThanOrEqual(max);
    }
  });
});

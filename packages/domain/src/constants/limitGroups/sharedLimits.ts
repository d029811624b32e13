/** Shared across screens: S1 9, S2 9, S3 9. */
export const sharedLimits = {
  searchDebounceMs: 300,
  narrowScreenBreakpointPx: 768,
  currency: 'AED',
  areaUnit: 'sqft',
} as const;

/** Cover banner crop: S1 2.4, 5 and 9. */
export const coverImageLimits = {
  aspectRatio: 3.5,
  outputWidthPx: 1200,
  outputHeightPx: 343,
  jpegQuality: 0.9,
  cropWindowWidthPx: 350,
  cropWindowHeightPx: 100,
  canvasWidthPx: 700,
  canvasHeightPx: 400,
} as const;

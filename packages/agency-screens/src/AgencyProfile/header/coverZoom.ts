/** The zoom range and keyboard step of the cover crop dialog; the spec gives none. */
export const coverZoom = { min: 1, max: 3, step: 0.1 } as const;

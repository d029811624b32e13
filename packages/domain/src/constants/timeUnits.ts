/** Milliseconds, for the constants' durations. */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

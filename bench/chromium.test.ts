import { describe, expect, it } from 'vitest';
import * as shared from '../config/chromium';
// @ts-expect-error plain ESM script without types, run by node in `pnpm bench`
import { chromiumArgs, chromiumExecutablePath } from './chromium.mjs';

describe('bench Chromium launch', () => {
  it('uses the same executable and flags as the story tests', () => {
    expect(chromiumExecutablePath).toBe(shared.chromiumExecutablePath);
    expect(chromiumArgs).toEqual(shared.chromiumArgs);
  });
});

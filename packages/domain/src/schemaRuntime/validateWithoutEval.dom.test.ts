import * as z from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateWithoutEval } from './validateWithoutEval';

describe('validateWithoutEval', () => {
  afterEach(() => {
    z.config({ jitless: false });
    vi.unstubAllGlobals();
  });

  it('validates an object schema without creating a function from text', () => {
    validateWithoutEval();
    const compile = vi.fn(() => {
      throw new EvalError('refused by the content security policy');
    });
    vi.stubGlobal('Function', compile);
    const schema = z.object({ name: z.string(), rooms: z.number().int() });
    expect(schema.safeParse({ name: 'Villa', rooms: 4 }).success).toBe(true);
    expect(schema.safeParse({ name: 'Villa', rooms: 'four' }).success).toBe(false);
    expect(compile).not.toHaveBeenCalled();
  });
});

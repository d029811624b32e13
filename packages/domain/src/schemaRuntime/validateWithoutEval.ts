import * as z from 'zod';

/**
 * Makes every schema validate without compiling code at run time. zod otherwise probes for `eval`
 * (`new Function`) at its first object parse, and under a Content-Security-Policy without
 * 'unsafe-eval' that probe is reported as a violation (and falls back to this mode anyway). Call it
 * once, before the first validation, in a page that ships such a policy; it changes zod's global
 * setting, so it is the app's call, not the library's. Workers keep their own setting.
 */
export function validateWithoutEval(): void {
  z.config({ jitless: true });
}

/** Where zod keeps its global settings: on globalThis, so that every copy of zod in a page shares them. */
interface ZodSettingsHolder {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * Makes every schema validate without compiling code at run time. zod otherwise probes for `eval`
 * (`new Function`) at its first object parse, and under a Content-Security-Policy without
 * 'unsafe-eval' that probe is reported as a violation (and falls back to this mode anyway). Call it
 * once, before the first validation, in a page that ships such a policy; it changes zod's global
 * setting, so it is the app's call, not the library's. Workers keep their own setting.
 *
 * It sets zod's shared settings object rather than calling zod's `config()`: the page calls this
 * first thing, and importing zod for it would put zod into the page's entry chunk (4 KiB gzip). zod
 * adopts an object set before it loads and reads this one when it parses (the test checks it).
 */
export function validateWithoutEval(): void {
  const holder = globalThis as ZodSettingsHolder;
  (holder.__zod_globalConfig ??= {}).jitless = true;
}

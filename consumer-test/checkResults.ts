import { writeFileSync } from 'node:fs';

/** Counted checks: each one passes or fails with its reason; the report is what `npm test` adds up. */
export interface CheckResults {
  check(name: string, run: () => unknown): Promise<boolean>;
  readonly failures: readonly string[];
  write(file: string): { passed: number; failed: number };
}

export function createCheckResults(): CheckResults {
  let passed = 0;
  const failures: string[] = [];
  return {
    async check(name, run) {
      const started = Date.now();
      try {
        await run();
        passed += 1;
        console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
        return true;
      } catch (error) {
        failures.push(name);
        console.log(`  ✗ ${name}\n    ${(error instanceof Error ? error.message : String(error)).split('\n').join('\n    ')}`);
        return false;
      }
    },
    failures,
    write(file) {
      const report = { passed, failed: failures.length, failures };
      writeFileSync(file, JSON.stringify(report, null, 2));
      return report;
    },
  };
}

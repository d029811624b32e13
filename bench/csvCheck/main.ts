// `pnpm bench` page of the CSV check (issue 5, Performance): a 10 MB, 39-column file built from
// fixture properties (some cells wrong), checked by checkCsvFile in its worker, against papaparse
// splitting the same file in a worker of its own. Driven by bench/csvCheckBench.mjs.
import { checkCsvFile, type CsvCheckRunner } from '../../packages/agency-screens/src/BulkUpload/csvCheck/checkCsvFile';
import type { BareParseMode, BareParseRequest } from './bareParse.worker';
import type { SampleFileAnswer, SampleFileRequest } from './sampleFile.worker';

/** One row in this many has a wrong cell. */
const faultEvery = 20;

/** The file, built before any clock starts. */
export interface BenchFile {
  readonly bytes: number;
  readonly rows: number;
  readonly columns: number;
  readonly faults: number;
}

/** One timed run, from the call to its answer on the page. */
export interface BenchRun {
  readonly ms: number;
  /** The longest main-thread task during the run seen by the 'longtask' observer (only tasks over 50 ms are reported); 0 when none. */
  readonly longestTaskMs: number;
  readonly rows: number;
  /** The check only: problems found, and where it ran. */
  readonly problems?: number;
  readonly runner?: string;
}

export interface CsvCheckBenchApi {
  prepare(): Promise<BenchFile>;
  /** Whether the long-task observer sees a deliberate 80 ms task (so 'none' means none). */
  calibrate(): Promise<boolean>;
  check(): Promise<BenchRun>;
  bareParse(mode: BareParseMode): Promise<BenchRun>;
}

declare global {
  interface Window {
    __csvCheckBench?: CsvCheckBenchApi;
  }
}

const longTasks: PerformanceEntry[] = [];
const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
observer.observe({ type: 'longtask', buffered: true });

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function longestTaskBetween(start: number, end: number): Promise<number> {
  await nextTask();
  longTasks.push(...observer.takeRecords());
  let longest = 0;
  for (const task of longTasks) if (task.startTime < end && task.startTime + task.duration > start) longest = Math.max(longest, task.duration);
  return longest;
}

let file: File | null = null;

/** The file, built in a worker (see sampleFile.worker.ts). */
async function buildFile(): Promise<BenchFile> {
  const worker = new Worker(new URL('./sampleFile.worker.ts', import.meta.url), { type: 'module' });
  const answer = await new Promise<SampleFileAnswer>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<SampleFileAnswer>) => resolve(event.data));
    worker.addEventListener('error', (event) => reject(new Error(`bench: the sample-file worker failed: ${event.message}`)));
    worker.postMessage({ faultEvery } satisfies SampleFileRequest);
  });
  worker.terminate();
  file = answer.file;
  return { bytes: answer.file.size, rows: answer.rows, columns: answer.columns, faults: answer.faults };
}

function requireFile(): File {
  if (!file) throw new Error('bench: prepare() first');
  return file;
}

const api: CsvCheckBenchApi = {
  prepare: buildFile,
  async calibrate() {
    await nextTask();
    const start = performance.now();
    while (performance.now() - start < 80) {
      // A deliberate long task.
    }
    return (await longestTaskBetween(start, performance.now())) >= 50;
  },
  async check() {
    const input = requireFile();
    const runners: CsvCheckRunner[] = [];
    const start = performance.now();
    const report = await checkCsvFile(input, { onRunner: (runner) => runners.push(runner) });
    const end = performance.now();
    return {
      ms: end - start,
      longestTaskMs: await longestTaskBetween(start, end),
      rows: report.rowCount,
      problems: report.problems.count,
      runner: runners.join(','),
    };
  },
  async bareParse(mode) {
    const input = requireFile();
    const start = performance.now();
    const worker = new Worker(new URL('./bareParse.worker.ts', import.meta.url), { type: 'module' });
    const answer = await new Promise<{ rows?: number; error?: string }>((resolve, reject) => {
      worker.addEventListener('message', (event: MessageEvent<{ rows?: number; error?: string }>) => resolve(event.data));
      worker.addEventListener('error', (event) => reject(new Error(`bench: the bare-parse worker failed: ${event.message}`)));
      worker.postMessage({ file: input, mode } satisfies BareParseRequest);
    });
    const end = performance.now();
    worker.terminate();
    if (answer.error !== undefined || answer.rows === undefined) throw new Error(`bench: the bare parse failed: ${answer.error}`);
    return { ms: end - start, longestTaskMs: await longestTaskBetween(start, end), rows: answer.rows };
  },
};

window.__csvCheckBench = api;

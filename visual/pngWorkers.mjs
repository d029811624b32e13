// PNG work off the driver's thread: decoding, comparing and encoding a capture take tens to hundreds
// of milliseconds each, and on the driver's event loop they held up both pages' protocol traffic.
// Each task judges one capture against its baseline (or an earlier capture) and writes the baseline
// when told to.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { captureHash, compare, decode, encodeForBaseline, storedHash } from './compare.mjs';

/**
 * task: { png, baselinePath?, against?, write: 'never' | 'if-missing' | 'if-changed' }
 * result: { status: 'same' | 'changed' | 'resized' | 'missing', diffPixels?, sizes?, diff?, previous?, written }
 * An unchanged capture is known by its fingerprint (Chromium encodes the same pixels to the same
 * bytes) and never decoded; otherwise both images are decoded and compared pixel by pixel.
 */
async function judge({ png, baselinePath, against, write }) {
  const capture = Buffer.from(png);
  const hash = captureHash(capture);
  const previous = against ? Buffer.from(against) : baselinePath && existsSync(baselinePath) ? readFileSync(baselinePath) : undefined;
  const known = previous && (against ? captureHash(previous) : storedHash(previous));
  let verdict = { status: 'missing' };
  let actual;
  if (known === hash) verdict = { status: 'same' };
  else if (previous) {
    actual = await decode(capture);
    verdict = compare(await decode(previous), actual);
  }
  const shouldWrite = Boolean(baselinePath) && ((write === 'if-missing' && !previous) || (write === 'if-changed' && verdict.status !== 'same'));
  if (shouldWrite) writeFileSync(baselinePath, await encodeForBaseline(actual ?? (await decode(capture)), hash));
  return {
    status: verdict.status,
    diffPixels: verdict.diffPixels,
    sizes: verdict.status === 'resized' ? { baseline: verdict.baseline, actual: verdict.actual } : undefined,
    diff: verdict.diff,
    previous: verdict.status === 'same' ? undefined : previous,
    written: shouldWrite,
  };
}

/** A pool of `size` worker threads; `run(task)` resolves to the task's result. */
export function startPngWorkers(size) {
  const idle = [];
  const waiting = [];
  const all = [];
  for (let i = 0; i < size; i += 1) {
    const worker = new Worker(new URL(import.meta.url));
    worker.unref();
    all.push(worker);
    idle.push(worker);
  }
  const dispatch = () => {
    while (idle.length > 0 && waiting.length > 0) {
      const worker = idle.pop();
      const { task, resolve, reject } = waiting.shift();
      const onMessage = (message) => {
        worker.off('error', onError);
        idle.push(worker);
        dispatch();
        if (message.error) reject(new Error(message.error));
        else resolve(message.result);
      };
      const onError = (error) => {
        worker.off('message', onMessage);
        reject(error);
      };
      worker.once('message', onMessage);
      worker.once('error', onError);
      worker.postMessage(task);
    }
  };
  return {
    run(task) {
      return new Promise((resolve, reject) => {
        waiting.push({ task, resolve, reject });
        dispatch();
      });
    },
    close() {
      return Promise.all(all.map((worker) => worker.terminate())).then(() => undefined);
    },
  };
}

if (!isMainThread) {
  parentPort.on('message', (task) => {
    judge(task).then(
      (result) => parentPort.postMessage({ result }),
      (error) => parentPort.postMessage({ error: String(error?.stack ?? error) }),
    );
  });
}

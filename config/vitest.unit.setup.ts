import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { afterAll, afterEach } from 'vitest';

// jsdom's window in a vmThreads context lacks Node's web streams, which msw's modules use when they load.
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
});

// findBy and waitFor give up after 5 s, not 1 s: on a busy two-core CI machine an answer from the
// sandbox can take longer than a second. The limit catches a hang; speed is measured in `pnpm bench`.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// The vmThreads pool reuses one jsdom document for the test files of a worker. Nodes that libraries
// append to the body and keep (react-aria's live announcer, portals left by a failing test) would
// otherwise show up in the next file's queries.
afterAll(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

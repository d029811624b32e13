// A static server for the built Storybook, in a worker thread: in the driver's own event loop its
// answers would wait behind Playwright's protocol traffic (bench/staticServers.mjs saw that).
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.csv': 'text/csv; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
  '.pbf': 'application/x-protobuf',
};

/** @param {string} root @param {number} port */
function serve(root, port) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    let stats = statSync(file, { throwIfNoEntry: false });
    if (stats?.isDirectory()) {
      file = join(file, 'index.html');
      stats = statSync(file, { throwIfNoEntry: false });
    }
    if (!stats?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': types[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': stats.size,
      'cache-control': 'no-cache',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server.address().port)));
}

/** Serves `root` on 127.0.0.1 (at `port`, or a free one when 0) from a worker thread; resolves to its URL and a stop. */
export async function startStaticServer(root, port = 0) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { root: resolve(root), port } });
  const listening = await new Promise((done, fail) => {
    worker.once('message', done);
    worker.once('error', fail);
  });
  return { url: `http://127.0.0.1:${listening}`, close: () => worker.terminate().then(() => undefined) };
}

if (!isMainThread && workerData?.root) {
  parentPort?.postMessage(await serve(workerData.root, workerData.port));
}

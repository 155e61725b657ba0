import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Built after `next build` into the build's own folder (scripts/build-worker.mjs), so it is read per request.
export const dynamic = 'force-dynamic';

const workerFile = () => join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'sw.js');

/** /sw.js: the service worker of the build being served (404 under `next dev` or a build without it). */
export async function GET() {
  let body: string;
  try {
    body = await readFile(workerFile(), 'utf8');
  } catch {
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  return new Response(body, {
    headers: {
      'content-type': 'application/javascript; charset=utf-8',
      // Browsers check the worker for updates on navigations; an HTTP cache in between must not hide a new build.
      'cache-control': 'no-cache',
    },
  });
}

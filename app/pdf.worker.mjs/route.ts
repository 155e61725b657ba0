import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * /pdf.worker.mjs: pdf.js's worker (pdfjs-dist's own build, a standalone ES module), for the ICP importer
 * (lib/icp/pdf-text.ts). Served from our origin under the workers' CSP (lib/security/next-headers.ts): a worker runs
 * under its script's own policy, and the locked-down one of other static files would leave it nothing to run with.
 */
export const dynamic = 'force-dynamic';

// read from the installed package at run time (as /sw.js reads its build), not bundled into the server's code
const workerFile = () => join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', 'pdfjs-dist', 'build', 'pdf.worker.min.mjs');

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
      'content-type': 'text/javascript; charset=utf-8',
      // the page asks for ?v=<pdf.js version>, so a new version is a new URL
      'cache-control': 'public, max-age=86400',
    },
  });
}

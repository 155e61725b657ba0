/**
 * pdf.js's parser in a module worker of our own origin (./pdf-text.ts starts it; CSP `worker-src 'self'`). The worker
 * build sets itself up on the worker's own port when it loads in a worker (WorkerMessageHandler's static block).
 */
import 'pdfjs-dist/build/pdf.worker.min.mjs';

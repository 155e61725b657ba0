/** pdf.js's parser in a module worker of our own origin (./pdf-text.ts starts it; CSP `worker-src 'self'`). */
import { WorkerMessageHandler } from 'pdfjs-dist/build/pdf.worker.min.mjs';

WorkerMessageHandler.initializeFromPort(self);

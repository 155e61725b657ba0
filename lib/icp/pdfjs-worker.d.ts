/** pdfjs-dist ships no types for its worker build; ./pdf-worker.ts uses this much of it. */
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: { initializeFromPort(port: unknown): void };
}

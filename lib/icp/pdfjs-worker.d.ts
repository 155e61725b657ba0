/** pdfjs-dist ships no types for its worker build; ./pdf-worker.ts only loads it. */
declare module 'pdfjs-dist/build/pdf.worker.min.mjs';

import { runsToLines, type TextRun } from './pdf-lines';

/**
 * The text of a lab's PDF report, read in the browser with pdf.js (loaded only when a keeper gives a PDF: this module
 * is imported on demand, and pdf.js with it). pdf.js parses in a module worker, /pdf.worker.mjs
 * (app/pdf.worker.mjs/route.ts), a same-origin script the page's `worker-src 'self'` allows and that runs under the
 * workers' own CSP; `isEvalSupported: false` keeps pdf.js from compiling fonts with `new Function` (`script-src`).
 */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const MAX_PDF_PAGES = 20;

export type PdfTextError = 'tooLarge' | 'notPdf' | 'imagesOnly' | 'unreadable';
export type PdfTextResult = { ok: true; text: string; pages: number } | { ok: false; error: PdfTextError };

type PdfJs = typeof import('pdfjs-dist');
let worker: Worker | null = null;

async function loadPdfJs(): Promise<PdfJs> {
  const pdfjs = await import('pdfjs-dist');
  if (!worker && typeof Worker !== 'undefined') {
    worker = new Worker(`/pdf.worker.mjs?v=${pdfjs.version}`, { type: 'module' });
    pdfjs.GlobalWorkerOptions.workerPort = worker;
  }
  return pdfjs;
}

/** `%PDF-` within the first 1 KB, as readers accept it. */
export const looksLikePdf = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes.subarray(0, 1024)).includes('%PDF-');

/** The report's text, page after page; a PDF of scanned images (no text at all) is refused as `imagesOnly`. */
export async function pdfToText(data: ArrayBuffer, pdfjs?: PdfJs): Promise<PdfTextResult> {
  if (data.byteLength > MAX_PDF_BYTES) return { ok: false, error: 'tooLarge' };
  const bytes = new Uint8Array(data);
  if (!looksLikePdf(bytes)) return { ok: false, error: 'notPdf' };
  const lib = pdfjs ?? (await loadPdfJs());
  try {
    const doc = await lib.getDocument({ data: bytes, isEvalSupported: false, useSystemFonts: false, stopAtErrors: false }).promise;
    try {
      const pages: string[] = [];
      for (let i = 1; i <= Math.min(doc.numPages, MAX_PDF_PAGES); i++) {
        const page = await doc.getPage(i);
        const content = await page.getTextContent();
        pages.push(runsToLines(content.items.filter((x): x is TextRun & (typeof content.items)[number] => 'str' in x)).join('\n'));
      }
      // pdf.js normalises the micro sign (U+00B5) of "µg/l" to Greek mu (U+03BC); the labs print the micro sign
      const text = pages.join('\n').replaceAll('\u03bc', '\u00b5');
      if (text.trim() === '') return { ok: false, error: 'imagesOnly' };
      return { ok: true, text, pages: doc.numPages };
    } finally {
      await doc.destroy();
    }
  } catch {
    return { ok: false, error: 'unreadable' };
  }
}

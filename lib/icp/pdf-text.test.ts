import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { imageOnlyPdf, textPdf } from './fixtures/tiny-pdf';
import { runsToLines } from './pdf-lines';
import { MAX_PDF_BYTES, pdfToText } from './pdf-text';

const buffer = (b: Uint8Array) => b.slice().buffer;
const lib = pdfjs;

describe('PDF text for the ICP importer', () => {
  it('reads a text PDF back as lines, columns as tabs, page after page', async () => {
    const r = await pdfToText(buffer(textPdf([['Calcium\tCa\t430\tmg/l', 'Tin\tSn\t< 0,5\tµg/l'], ['Iodine\tI\t58\tµg/l']])), lib);
    expect(r).toEqual({ ok: true, pages: 2, text: 'Calcium\tCa\t430\tmg/l\nTin\tSn\t< 0,5\tµg/l\nIodine\tI\t58\tµg/l' });
  });

  it('refuses a scan (images only), a file that is not a PDF, and one over 10 MB', async () => {
    expect(await pdfToText(buffer(imageOnlyPdf()), lib)).toEqual({ ok: false, error: 'imagesOnly' });
    expect(await pdfToText(buffer(new TextEncoder().encode('Calcium 430 mg/l')), lib)).toEqual({ ok: false, error: 'notPdf' });
    expect(await pdfToText(new ArrayBuffer(MAX_PDF_BYTES + 1), lib)).toEqual({ ok: false, error: 'tooLarge' });
    expect(await pdfToText(buffer(new TextEncoder().encode('%PDF-1.4 garbage')), lib)).toEqual({ ok: false, error: 'unreadable' });
  });

  it('joins runs on one baseline and breaks columns at wide gaps', () => {
    const run = (str: string, x: number, y: number, width: number) => ({ str, transform: [10, 0, 0, 10, x, y], width, height: 10 });
    expect(runsToLines([run('mg/l', 200, 700, 20), run('Ca', 50, 700.5, 12), run('lcium', 68, 690, 25), run('430', 150, 700, 15)])).toEqual(
      ['Ca\t430\tmg/l', 'lcium'],
    );
  });
});

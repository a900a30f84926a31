import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AppError, unprocessable } from '../errors';

/**
 * A PDF's text, read with pdf.js (no worker in Node: the "fake worker" runs in this thread) within
 * bounds: at most MAX_PDF_PAGES pages and MAX_PDF_TEXT characters, and a deadline, after which
 * the document is destroyed and the file refused, so a PDF whose page tree loops or that never
 * ends cannot hold a request.
 */
export const MAX_PDF_PAGES = 20;
export const PDF_DEADLINE_MS = 5000;
const MAX_PDF_TEXT = 1_000_000;

const unreadable = () =>
  unprocessable('This PDF cannot be read; it may be damaged.', 'unreadable_file');

/** Loaded on first use: most imports are e-mails. */
let pdfjs: Promise<typeof PdfJsModule> | undefined;

export async function pdfText(bytes: Uint8Array, deadlineMs = PDF_DEADLINE_MS): Promise<string> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument } = await pdfjs;
  const task = getDocument({
    // pdf.js takes ownership of (and detaches) the buffer it is given.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(unprocessable('This PDF took too long to read.', 'unreadable_file'));
    }, deadlineMs);
  });
  const read = async () => {
    const document = await task.promise;
    const lines: string[] = [];
    let length = 0;
    const pages = Math.min(document.numPages, MAX_PDF_PAGES);
    for (let number = 1; number <= pages && length < MAX_PDF_TEXT; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          length += line.length + 1;
          line = '';
        }
      }
      if (line) lines.push(line);
      page.cleanup();
    }
    return lines.join('\n').slice(0, MAX_PDF_TEXT);
  };
  try {
    return await Promise.race([read(), deadline]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  } finally {
    clearTimeout(timer);
    void task.destroy().catch(() => undefined);
  }
}

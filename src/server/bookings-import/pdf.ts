import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AppError, unprocessable } from '../errors';

/**
 * A PDF's text, read with pdf.js (no worker in Node: the "fake worker" runs in this thread) within
 * bounds: at most MAX_PDF_PAGES pages and MAX_PDF_TEXT characters, and a deadline, after which
 * the document is destroyed and the file refused, so a PDF whose page tree loops or that never
 * ends cannot hold a request.
 */
export const MAX_PDF_PAGES = 20;
export const PDF_DEADLINE_MS = 3000;
const MAX_PDF_TEXT = 1_000_000;

const unreadable = () =>
  unprocessable('This PDF cannot be read; it may be damaged.', 'unreadable_file');

/**
 * pdf.js and its worker, loaded on first use (most imports are e-mails) and before a document's
 * deadline starts: the worker's module is handed to pdf.js (`globalThis.pdfjsWorker`), which
 * then runs it in this thread instead of loading it while the first PDF is read.
 */
async function loadPdfJs(): Promise<typeof PdfJsModule> {
  const workerPath = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
  const worker: unknown = await import(/* @vite-ignore */ workerPath);
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

/** Loaded on first use: most imports are e-mails. */
let pdfjs: Promise<typeof PdfJsModule> | undefined;

export async function pdfText(bytes: Uint8Array, deadlineMs = PDF_DEADLINE_MS): Promise<string> {
  if (!endsAsPdf(bytes))
    throw unprocessable(
      'This PDF is cut short or never ends (it has no end marker).',
      'unreadable_file',
    );
  pdfjs ??= loadPdfJs();
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
  const tooLong = () => unprocessable('This PDF took too long to read.', 'unreadable_file');
  // The deadline is checked between pages, and a timer ends a single step that runs past it.
  const deadlineAt = performance.now() + deadlineMs;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(tooLong()), deadlineMs);
  });
  const read = async () => {
    const document = await task.promise;
    const lines: string[] = [];
    let length = 0;
    const pages = Math.min(document.numPages, MAX_PDF_PAGES);
    for (let number = 1; number <= pages && length < MAX_PDF_TEXT; number++) {
      if (performance.now() >= deadlineAt) throw tooLong();
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

/** A PDF ends with "%%EOF" (a few bytes of padding or a signature may follow). */
function endsAsPdf(bytes: Uint8Array): boolean {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 4096)));
  return tail.includes('%%EOF');
}

/**
 * What a file is, told by its content and never by its name: "%PDF-" in the first kilobyte, a zip's
 * "PK\x03\x04", a calendar's "BEGIN:VCALENDAR", an e-mail's headers, HTML tags, else text; bytes
 * that are mostly not text are binary.
 */
export type Sniffed = 'pdf' | 'zip' | 'calendar' | 'email' | 'html' | 'text' | 'image' | 'binary';

const MIME_HEADER =
  /^(from|to|cc|subject|date|received|return-path|delivered-to|mime-version|message-id|content-type|content-transfer-encoding|reply-to|sender|dkim-signature|arc-[\w-]+|authentication-results|x-[\w-]+):/i;
const KEY_HEADER = /^(from|subject|mime-version|content-type|received|message-id):/im;

export function sniffBytes(bytes: Uint8Array): Sniffed {
  const head = bytes.subarray(0, 1024);
  if (indexOf(head, '%PDF-') >= 0) return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5)) return 'zip';
  if (isImage(bytes)) return 'image';
  if (looksBinary(bytes.subarray(0, 8192))) return 'binary';
  return sniffText(new TextDecoder().decode(bytes.subarray(0, 8192)));
}

export function sniffText(text: string): Sniffed {
  // An mbox file's first line ("From sender@example.com Mon Feb  8 18:42:09 2027") comes first.
  const start = text
    .replace(/^\ufeff/, '')
    .trimStart()
    .replace(/^From [^\n:]*\n/, '');
  if (/^BEGIN:VCALENDAR/i.test(start)) return 'calendar';
  if (MIME_HEADER.test(start)) {
    const headers = start.split(/\r?\n\r?\n/, 1)[0] ?? '';
    if (KEY_HEADER.test(headers)) return 'email';
  }
  if (/<(html|head|body|div|table|script|p|span|a|td|!doctype)\b/i.test(start.slice(0, 100_000)))
    return 'html';
  return 'text';
}

function indexOf(bytes: Uint8Array, ascii: string): number {
  outer: for (let i = 0; i + ascii.length <= bytes.length; i++) {
    for (let j = 0; j < ascii.length; j++) if (bytes[i + j] !== ascii.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

/** NUL bytes, or more than one byte in twenty a control character or invalid UTF-8. */
function looksBinary(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let odd = 0;
  for (const byte of bytes) {
    if (byte === 0) return true;
    if (byte < 9 || (byte > 13 && byte < 32) || byte === 127) odd++;
  }
  const decoded = new TextDecoder().decode(bytes);
  for (const char of decoded) if (char === '\ufffd') odd++;
  return odd * 20 > bytes.length;
}

/** PNG, JPEG, GIF, WebP, HEIC: a photo or screenshot of a ticket. */
function isImage(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return (
    (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') ||
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    ascii(0, 4) === 'GIF8' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    (ascii(4, 8) === 'ftyp' && /^(heic|heix|mif1|avif)$/.test(ascii(8, 12)))
  );
}

/**
 * What an attached file is, told by its first bytes, never by its name or the upload's header
 * (a script named ticket.pdf stays refused), and how a download names it.
 */

export interface DetectedType {
  type: string;
  extension: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: { type: string; extension: string; test: (bytes: Uint8Array) => boolean }[] = [
  { type: 'application/pdf', extension: 'pdf', test: (bytes) => startsWith(bytes, ascii('%PDF-')) },
  {
    type: 'image/png',
    extension: 'png',
    test: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { type: 'image/jpeg', extension: 'jpg', test: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  {
    type: 'image/webp',
    extension: 'webp',
    test: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
  {
    type: 'image/gif',
    extension: 'gif',
    test: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  },
];

/** The file's type (PDF, PNG, JPEG, WebP or GIF) from its content, or undefined. */
export function detectFileType(bytes: Uint8Array): DetectedType | undefined {
  const found = SIGNATURES.find((signature) => signature.test(bytes));
  return found && { type: found.type, extension: found.extension };
}

/** The longest name kept, in characters. */
const MAX_NAME = 120;

/**
 * The name to keep for an upload: its last path segment without control characters, quotes or
 * separators, ending in the extension of what it really is ("ticket.pdf"); "file.pdf" when
 * nothing usable is left.
 */
export function storedFileName(uploaded: string, detected: DetectedType): string {
  const base = (uploaded.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // Control and format characters (a right-to-left override that flips ".fdp.exe").
    .replace(/[\p{Cc}\p{Cf}"*:<>?|]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();
  const kept = [...(stem || 'file')].slice(0, MAX_NAME - detected.extension.length - 1).join('');
  return `${kept}.${detected.extension}`;
}

/**
 * `Content-Disposition: attachment` with an ASCII fallback name and the real one as RFC 5987
 * `filename*`, so no name can break out of the header or make the browser render the file.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

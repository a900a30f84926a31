import { Inflate } from 'fflate';
import { AppError, unprocessable } from '../errors';

/**
 * Reads one file out of a zip archive (a Wallet pass) within hard bounds: the archive's central
 * directory is read first, an archive with too many entries or whose file declares more than
 * `maxBytes` is refused before anything is inflated, and the file is inflated a kilobyte at a time
 * and refused as soon as it grows past `maxBytes`, whatever its header declared. A pass that
 * unzips to gigabytes costs a few milliseconds.
 */
export const MAX_ZIP_ENTRIES = 100;

const unreadable = (what: string) => unprocessable(what, 'unreadable_file');

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function u16(bytes: Uint8Array, at: number): number {
  if (at + 2 > bytes.length) throw unreadable('This archive is cut short.');
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return u16(bytes, at) + u16(bytes, at + 2) * 0x10000;
}

function entries(bytes: Uint8Array): Entry[] {
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KB.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (
      bytes[at] === 0x50 &&
      bytes[at + 1] === 0x4b &&
      bytes[at + 2] === 5 &&
      bytes[at + 3] === 6
    ) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable('This archive has no table of contents; it may be cut short.');
  const count = u16(bytes, end + 10);
  if (count > MAX_ZIP_ENTRIES)
    throw unreadable(`This archive holds too many files (${MAX_ZIP_ENTRIES} at most in a pass).`);
  let at = u32(bytes, end + 16);
  const found: Entry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (u32(bytes, at) !== 0x02014b50)
      throw unreadable('This archive’s table of contents is damaged.');
    const nameLength = u16(bytes, at + 28);
    if (at + 46 + nameLength > bytes.length) throw unreadable('This archive is cut short.');
    found.push({
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      localOffset: u32(bytes, at + 42),
    });
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return found;
}

/** The names in an archive (for telling a pass from another zip). */
export function zipNames(bytes: Uint8Array): string[] {
  return entries(bytes).map((entry) => entry.name);
}

/** One file's bytes, or undefined when the archive has no such file. */
export function readZipFile(
  bytes: Uint8Array,
  name: string,
  maxBytes: number,
): Uint8Array | undefined {
  const entry = entries(bytes).find((e) => e.name === name);
  if (!entry) return undefined;
  const tooBig = () => unreadable(`${name} in this archive is too large (a pass’s is a few KB).`);
  if (entry.size > maxBytes) throw tooBig();
  const local = entry.localOffset;
  if (u32(bytes, local) !== 0x04034b50) throw unreadable('This archive is damaged.');
  const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
  const data = bytes.subarray(start, Math.min(bytes.length, start + entry.compressedSize));
  if (entry.method === 0) {
    if (data.length > maxBytes) throw tooBig();
    return data.slice();
  }
  if (entry.method !== 8) throw unreadable('This archive uses a compression we do not read.');
  const chunks: Uint8Array[] = [];
  let total = 0;
  let done = false;
  const inflate = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total > maxBytes) throw tooBig();
    chunks.push(chunk);
    if (final) done = true;
  });
  const STEP = 1024;
  try {
    for (let at = 0; at < data.length && !done; at += STEP) {
      inflate.push(data.subarray(at, at + STEP), at + STEP >= data.length);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable('This archive is damaged.');
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

import { describe, expect, it } from 'vitest';
import { attachmentDisposition, detectFileType, storedFileName } from './bookings.files';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe('detectFileType', () => {
  it.each([
    [bytes('%PDF-1.7'), 'application/pdf'],
    [bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    [bytes(0xff, 0xd8, 0xff, 0xdb), 'image/jpeg'],
    [bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    [bytes('GIF87a'), 'image/gif'],
  ])('tells %s as %s', (content, type) => {
    expect(detectFileType(content)?.type).toBe(type);
  });

  it.each([
    ['an HTML page', bytes('<html><script>')],
    ['an SVG, which can hold scripts', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a RIFF that is not WebP', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')],
    ['a PDF marker not at the start', bytes(' %PDF-1.7')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, content) => {
    expect(detectFileType(content)).toBeUndefined();
  });
});

describe('storedFileName', () => {
  const pdf = { type: 'application/pdf', extension: 'pdf' };
  it.each([
    ['Voucher.PDF', 'Voucher.pdf'],
    ['C:\\Users\\ana\\boarding pass.png', 'boarding pass.pdf'],
    ['line\r\nbreak.pdf', 'linebreak.pdf'],
    ['"quoted".pdf', 'quoted.pdf'],
    ['...', 'file.pdf'],
    ['', 'file.pdf'],
  ])('keeps %j as %j', (uploaded, kept) => {
    expect(storedFileName(uploaded, pdf)).toBe(kept);
  });

  it('keeps at most 120 characters, extension included', () => {
    expect(storedFileName(`${'a'.repeat(300)}.pdf`, pdf)).toHaveLength(120);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the real name as RFC 5987 filename*', () => {
    expect(attachmentDisposition('Bilhete São Bento (1).pdf')).toBe(
      `attachment; filename="Bilhete S_o Bento (1).pdf"; filename*=UTF-8''Bilhete%20S%C3%A3o%20Bento%20%281%29.pdf`,
    );
  });
});

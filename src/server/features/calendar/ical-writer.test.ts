import { describe, expect, it } from 'vitest';
import {
  escapeText,
  foldLine,
  icalFloatingDateTime,
  icalUtcDateTime,
  serializeIcal,
} from './ical-writer';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops control characters that TEXT may not hold, keeping tabs', () => {
    expect(escapeText('a\u0000b\u0007c\td\u007f')).toBe('abc\td');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets as it is', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, each continuation starting with one space', () => {
    const folded = foldLine('y'.repeat(200));
    const lines = folded.split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 52]);
    expect(lines.slice(1).every((line) => line.startsWith(' ') && line[1] !== ' ')).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(
      'y'.repeat(200),
    );
  });

  it('never splits a multi-octet character, emoji included', () => {
    const text = `SUMMARY:${'é北🧳'.repeat(40)}`;
    const lines = foldLine(text).split('\r\n');
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // A split character would not survive a round trip through UTF-8.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(line).not.toMatch(/[\ud800-\udbff]$|^ ?[\udc00-\udfff]/);
    }
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(text);
  });
});

describe('date and time values', () => {
  it('writes an instant in UTC with a Z', () => {
    expect(icalUtcDateTime(new Date('2026-06-01T08:05:09.999Z'))).toBe('20260601T080509Z');
  });

  it('writes a floating wall-clock time that runs past midnight into the next day', () => {
    expect(icalFloatingDateTime('2026-06-02', 9 * 60 + 30)).toBe('20260602T093000');
    expect(icalFloatingDateTime('2026-12-31', 23 * 60 + 30 + 60)).toBe('20270101T003000');
  });
});

describe('serializeIcal', () => {
  it('ends every line with CRLF and writes parameters before the value', () => {
    const text = serializeIcal({
      name: 'VCALENDAR',
      properties: [{ name: 'VERSION', value: '2.0' }],
      components: [
        {
          name: 'VEVENT',
          properties: [{ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20260601' }],
        },
      ],
    });
    expect(text).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20260601\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
    );
  });
});

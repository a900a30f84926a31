import { addDays } from '#shared/domain/calendar-date';

/**
 * The few pieces of iCalendar (RFC 5545) the calendar feed needs, written here rather than taken
 * from a library: text escaping, content lines folded at 75 octets, CRLF line ends.
 */

/** One property of a component: `NAME;PARAM=VALUE:value`, the value already in its type's form. */
export interface IcalProperty {
  name: string;
  params?: Readonly<Record<string, string>>;
  value: string;
}

/** A component (VCALENDAR, VEVENT) with its properties and the components inside it. */
export interface IcalComponent {
  name: string;
  properties: readonly IcalProperty[];
  components?: readonly IcalComponent[];
}

const MAX_LINE_OCTETS = 75;
const MINUTES_A_DAY = 24 * 60;

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma are escaped, every line break
 * becomes `\n`, and control characters other than tab, which TEXT may not hold, are dropped.
 */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\r\n|\r|\n/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/[\\;,\n]/g, (char) => (char === '\n' ? '\\n' : `\\${char}`))
  );
}

/**
 * Folds a content line (RFC 5545 3.1): no line longer than 75 octets, continuation lines start
 * with one space, and a multi-octet UTF-8 character (or a surrogate pair) is never split.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      // The leading space of a continuation line counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** A parameter value, quoted when it holds a character that would end it. */
function paramValue(value: string): string {
  // Double quotes cannot appear in a parameter value at all (RFC 5545 3.2).
  const clean = value.replaceAll('"', '');
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

function contentLine({ name, params = {}, value }: IcalProperty): string {
  const paramText = Object.entries(params)
    .map(([key, param]) => `;${key}=${paramValue(param)}`)
    .join('');
  return foldLine(`${name}${paramText}:${value}`);
}

function componentLines(component: IcalComponent): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties.map(contentLine),
    ...(component.components ?? []).flatMap(componentLines),
    `END:${component.name}`,
  ];
}

/** The whole iCalendar object, every line ended by CRLF. */
export function serializeIcal(calendar: IcalComponent): string {
  return `${componentLines(calendar).join('\r\n')}\r\n`;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A DATE value, `YYYYMMDD`, from a calendar date `YYYY-MM-DD`. */
export function icalDate(calendarDate: string): string {
  return calendarDate.replaceAll('-', '');
}

/** A UTC DATE-TIME value, `YYYYMMDDTHHMMSSZ`. */
export function icalUtcDateTime(instant: Date): string {
  return (
    `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

/**
 * A floating DATE-TIME value, `YYYYMMDDTHHMMSS` with no zone: `minutes` after the start of
 * `calendarDate` on the wall clock, running into the next days when past midnight.
 */
export function icalFloatingDateTime(calendarDate: string, minutes: number): string {
  const date = addDays(calendarDate, Math.floor(minutes / MINUTES_A_DAY));
  const minuteOfDay = minutes % MINUTES_A_DAY;
  return `${icalDate(date)}T${pad(Math.floor(minuteOfDay / 60))}${pad(minuteOfDay % 60)}00`;
}

import { INTL_LOCALES } from '#shared/i18n/formats';
import type { I18n } from '#client/lib/i18n';

interface AgoFormats {
  relative: Intl.RelativeTimeFormat;
  dayAndMonth: Intl.DateTimeFormat;
  fullDate: Intl.DateTimeFormat;
}
const formatsByTag = new Map<string, AgoFormats>();

/** The language's formats, made once: English as before ('en'), the others their `Intl` locale. */
function agoFormats(locale: I18n['locale']): AgoFormats {
  const tag = locale === 'en' || locale === 'en-XA' ? 'en' : INTL_LOCALES[locale];
  let formats = formatsByTag.get(tag);
  if (!formats) {
    formats = {
      relative: new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }),
      dayAndMonth: new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric' }),
      fullDate: new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', year: 'numeric' }),
    };
    formatsByTag.set(tag, formats);
  }
  return formats;
}

/**
 * How long ago a notice came, as a traveller says it: "just now", "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago"; after a week its date ("Nov 3", with the year when not this one).
 */
export function timeAgo(iso: string, t: I18n['t'], now: Date = new Date()): string {
  const { relative, dayAndMonth, fullDate } = agoFormats(t.locale);
  const then = new Date(iso);
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return t('notifications.justNow');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return relative.format(-days, 'day');
  return then.getFullYear() === now.getFullYear()
    ? dayAndMonth.format(then)
    : fullDate.format(then);
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const dayAndMonth = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
const fullDate = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * How long ago a notice came, as a traveller says it: "just now", "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago"; after a week its date ("Nov 3", with the year when not this one).
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return 'just now';
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

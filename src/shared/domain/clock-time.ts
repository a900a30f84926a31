/**
 * A time of day on the wall clock at the destination: the plan stores it as minutes after
 * midnight and shows and sends it as "HH:MM", 24-hour (docs/PRODUCT-RULES.md#plan).
 */

/** "09:30" for 570 minutes after midnight. */
export function formatClockTime(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** 570 for "09:30" (a time already checked to be written as HH:MM). */
export function clockTimeMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

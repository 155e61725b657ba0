import { dateTimeFormat } from '@/lib/intl-cache';

/** Times on the log's screen: a `datetime-local` value for now, and an entry's time in the visitor's locale and zone. */
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm' in local time, what <input type="datetime-local"> holds. */
export function localInputValue(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An entry's time, local: "Jan 5, 2026, 9:30 AM" / "2026/01/05 9:30". */
export function formatLogTime(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** A short date for a chart axis. */
export function formatAxisDate(t: number, locale: string, withYear: boolean): string {
  return dateTimeFormat(
    locale,
    withYear ? { year: '2-digit', month: 'numeric', day: 'numeric' } : { month: 'numeric', day: 'numeric' },
  ).format(new Date(t));
}

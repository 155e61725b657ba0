/**
 * Dates in a keeper's table, in the order the mapper says (`ymd`, `dmy`, `mdy`), with an optional time in the same cell
 * or its own column: ISO 8601 (with its offset, when given), 2026-11-03, 2026/11/3, 2026年11月3日 (12時30分), 03.11.2026,
 * 3/11/2026, 11/3/2026. Local time; a date without a time is read at 12:00, as the log's own wide CSV reads it.
 */
export const DATE_ORDERS = ['ymd', 'dmy', 'mdy'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

const TIME = /^(\d{1,2})[:時](\d{2})(?:[:分](\d{2}))?(?:分|秒)?$/;

export function parseTableDate(dateText: string, timeText: string | null, order: DateOrder): string | null {
  const s = dateText.normalize('NFKC').trim();
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(s)) {
    const ms = Date.parse(s);
    return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
  }
  const [datePart, ...rest] = s.split(/[ T]+/);
  const inlineTime = rest.join('');
  const d = splitDate(datePart, order);
  if (!d) return null;
  const t = (timeText ?? '').normalize('NFKC').trim() || inlineTime;
  let h = 12;
  let mi = 0;
  let sec = 0;
  if (t) {
    const m = TIME.exec(t);
    if (!m) return null;
    [h, mi, sec] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
    if (h > 23 || mi > 59 || sec > 59) return null;
  }
  const date = new Date(d.y, d.m - 1, d.d, h, mi, sec);
  if (date.getFullYear() !== d.y || date.getMonth() !== d.m - 1 || date.getDate() !== d.d) return null;
  return date.toISOString();
}

function splitDate(text: string, order: DateOrder): { y: number; m: number; d: number } | null {
  const ja = /^(\d{4})年(\d{1,2})月(\d{1,2})日$/.exec(text);
  if (ja) return { y: Number(ja[1]), m: Number(ja[2]), d: Number(ja[3]) };
  const parts = text.split(/[-/.]/);
  if (parts.length !== 3 || parts.some((p) => !/^\d{1,4}$/.test(p))) return null;
  const n = parts.map(Number);
  // a four-digit first part is always the year (2026/11/3, 2026-11-03), whatever the order chosen
  if (parts[0].length === 4) return { y: n[0], m: n[1], d: n[2] };
  if (parts[2].length !== 4) return null;
  return order === 'mdy' ? { y: n[2], m: n[0], d: n[1] } : { y: n[2], m: n[1], d: n[0] };
}

/** The order a column of dates is most likely in: a day above 12 decides; dots are day-first (03.11.2026); else `fallback`. */
export function guessDateOrder(samples: readonly string[], fallback: DateOrder): DateOrder {
  for (const raw of samples) {
    const s = raw.normalize('NFKC').trim().split(/[ T]/)[0];
    const p = s.split(/[-/.]/);
    if (p.length !== 3 || p[0].length === 4) continue;
    if (Number(p[0]) > 12) return 'dmy';
    if (Number(p[1]) > 12) return 'mdy';
    if (s.includes('.')) return 'dmy';
  }
  return fallback;
}

import type { LogEntry } from '@/lib/log/model';
import { calendarDue, type Due } from './due';
import { scheduleItems } from './feed';
import { writeCalendar } from './ics';
import { taskValuesProblem, type TaskEntry, type TaskValues } from './model';
import type { RateLimiter } from './rate-limit';
import { tokenHash } from './token';

/**
 * The subscription feed's handler (app/api/calendar/[token]/route.ts wires it; docs/schedule.md#feed): rate limit
 * per address, hash the token, read that keeper's tasks through calendar_feed(hash), answer an .ics. A wrong,
 * revoked or malformed token, or accounts being off, is the same 404: same body, same headers, and the same work
 * (the hash and the database call happen for every request that passes the rate limit).
 */

export interface FeedRow {
  id: string;
  tankId: string;
  tankName: string;
  at: string;
  values: unknown;
  note: string | null;
  lastDone: string | null;
}

export interface FeedDeps {
  /** calendar_feed(hash): the rows, or null for a wrong or revoked token (or no database) */
  readFeed: (hash: string) => Promise<FeedRow[] | null>;
  limiter: RateLimiter;
  now: () => number;
  /** texts in the feed's language */
  text: { summary: (task: TaskValues, tank: string) => string; description: string; calendarName: string };
  /** the log's address (links in events) and the host UIDs are made unique with */
  logUrl: string;
  host: string;
}

const NOT_FOUND = 'Not found\n';
const HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};
export const notFound = () =>
  new Response(NOT_FOUND, { status: 404, headers: { ...HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });

/** The client's address as the proxy in front of the server reports it (first X-Forwarded-For hop), else "direct". */
export const clientAddress = (req: Request) =>
  req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || req.headers.get('x-real-ip')?.trim() || 'direct';

/** The feed rows as calendar dues; rows whose values are not a valid task are left out. */
export function feedDues(rows: readonly FeedRow[]): Due[] {
  return rows.flatMap((r) => {
    if (taskValuesProblem(r.values)) return [];
    const values = r.values as TaskValues;
    const task = { id: r.id, tankId: r.tankId, kind: 'task', at: r.at, values, note: r.note } as LogEntry as TaskEntry;
    const lastDone = r.lastDone ? Date.parse(r.lastDone) : null;
    return [{ task, at: calendarDue(values, lastDone), reason: { code: 'calendar' as const }, lastDone }];
  });
}

export async function handleFeed(req: Request, param: string, deps: FeedDeps): Promise<Response> {
  const wait = deps.limiter.take(clientAddress(req), deps.now());
  if (wait > 0)
    return new Response('Too many requests\n', {
      status: 429,
      headers: { ...HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(Math.ceil(wait / 1000)) },
    });
  const token = param.endsWith('.ics') ? param.slice(0, -4) : param;
  // a malformed token is hashed and looked up like any other: it finds nothing, in the same time
  const rows = await deps.readFeed(await tokenHash(token.slice(0, 200))).catch(() => null);
  if (!rows) return notFound();
  const tankNames = new Map(rows.map((r) => [r.id, r.tankName]));
  const text = {
    summary: (d: Due) => deps.text.summary(d.task.values, tankNames.get(d.task.id) ?? ''),
    description: (d: Due) => [d.task.note ?? '', deps.text.description].filter(Boolean).join('\n\n'),
  };
  const ics = writeCalendar({
    name: deps.text.calendarName,
    now: deps.now(),
    items: scheduleItems(feedDues(rows), text, deps.logUrl, deps.host),
  });
  return new Response(ics, { status: 200, headers: { ...HEADERS, 'Content-Type': 'text/calendar; charset=utf-8' } });
}

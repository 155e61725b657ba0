import type { LogDb } from '@/lib/log/db';
import type { Due } from './due';
import { addDays, civilDateAt, zonedInstant } from './zone';

/**
 * What the log remembers of each tank's schedule outside its entries, in the meta table (no new Dexie table):
 * `schedule:due:<tankId>` holds, per task with something due, the instant it enters the "due today" list (the
 * start of its local day). The tank list's count, the installed app's badge and the notification count them
 * against the clock without reading every tank's entries (docs/schedule.md#reminders).
 */
export const DUE_META_PREFIX = 'schedule:due:';
export const dueMetaKey = (tankId: string) => `${DUE_META_PREFIX}${tankId}`;
/** sessionStorage: the notification is shown once per visit at most */
export const NOTIFIED_KEY = 'reefcalc:schedule:notified:v1';

/** For each due task, the start of the local day it is due on (epoch ms). */
export function dueSinceOf(dues: readonly Due[]): number[] {
  return dues.flatMap((d) => {
    if (d.at === null) return [];
    const tz = d.task.values.timeZone;
    return [Math.min(d.at, zonedInstant(civilDateAt(d.at, tz), '00:00', tz))];
  });
}

/** Tasks due by `now` in a meta row's value (anything else counts as none). */
export const countDue = (value: unknown, now: number) =>
  Array.isArray(value) ? value.filter((x) => typeof x === 'number' && x <= now).length : 0;

/** Due counts per tank id, from the meta rows. */
export function dueCounts(rows: readonly { key: string; value: unknown }[], now: number): Map<string, number> {
  return new Map(
    rows.filter((r) => r.key.startsWith(DUE_META_PREFIX)).map((r) => [r.key.slice(DUE_META_PREFIX.length), countDue(r.value, now)]),
  );
}

/** The next midnight in `timeZone` after `now` (when "due today" changes). */
export const nextMidnight = (now: number, timeZone: string) => zonedInstant(addDays(civilDateAt(now, timeZone), 1), '00:00', timeZone);

/**
 * Stores the tank's due days, sets the installed app's badge to the total due (Badging API, where the browser has
 * it) and, once per visit and only if the keeper has allowed notifications, shows one notification.
 */
export async function showDueAlerts(db: LogDb, key: string, since: number[], now: number, body: (count: number) => string) {
  try {
    const old = await db.meta.get(key);
    if (JSON.stringify(old?.value) !== JSON.stringify(since)) await db.meta.put({ key, value: since });
    const rows = await db.meta.where('key').startsWith(DUE_META_PREFIX).toArray();
    const total = [...dueCounts(rows, now).values()].reduce((a, b) => a + b, 0);
    const nav = navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
    if (total > 0) await nav.setAppBadge?.(total);
    else await nav.clearAppBadge?.();
    if (total === 0 || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    if (sessionStorage.getItem(NOTIFIED_KEY)) return;
    sessionStorage.setItem(NOTIFIED_KEY, String(now));
    const reg = await navigator.serviceWorker?.getRegistration();
    const options = { body: body(total), tag: 'reefcalc-schedule', icon: '/icons/icon-192.png' };
    if (reg) await reg.showNotification('ReefCalc', options);
    else new Notification('ReefCalc', options);
  } catch {
    // a badge or a notification is a courtesy: a browser that refuses one changes nothing in the log
  }
}

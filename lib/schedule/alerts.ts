import type { LogDb } from '@/lib/log/db';
import type { Due } from './due';
import { DUE_META_PREFIX, NOTIFIED_KEY, totalDue } from './due-cache';
import { civilDateAt, zonedInstant } from './zone';

export { DUE_META_PREFIX, dueMetaKey } from './due-cache';

/** For each due task, the start of the local day it is due on (epoch ms). */
export function dueSinceOf(dues: readonly Due[]): number[] {
  return dues.flatMap((d) => {
    if (d.at === null) return [];
    const tz = d.task.values.timeZone;
    return [Math.min(d.at, zonedInstant(civilDateAt(d.at, tz), '00:00', tz))];
  });
}

/**
 * Stores the tank's due days, sets the installed app's badge to the total due (Badging API, where the browser has
 * it) and, once per visit and only if the keeper has allowed notifications, shows one notification.
 */
export async function showDueAlerts(db: LogDb, key: string, since: number[], now: number, body: (count: number) => string) {
  try {
    const old = await db.meta.get(key);
    if (JSON.stringify(old?.value) !== JSON.stringify(since)) await db.meta.put({ key, value: since });
    const rows = await db.meta.where('key').startsWith(DUE_META_PREFIX).toArray();
    const total = totalDue(rows, await db.tanks.toArray(), now);
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

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

/** Tasks due by `now` in a meta row's value (anything else counts as none). */
export const countDue = (value: unknown, now: number) =>
  Array.isArray(value) ? value.filter((x) => typeof x === 'number' && x <= now).length : 0;

/** Due counts per tank id, from the meta rows. */
export function dueCounts(rows: readonly { key: string; value: unknown }[], now: number): Map<string, number> {
  return new Map(
    rows.filter((r) => r.key.startsWith(DUE_META_PREFIX)).map((r) => [r.key.slice(DUE_META_PREFIX.length), countDue(r.value, now)]),
  );
}

/**
 * The total due over the tanks still kept: an archived or deleted tank's last due days stay in the meta table (its
 * due list is no longer shown to refresh them), and they must not count on the app's badge or in the notification.
 */
export function totalDue(
  rows: readonly { key: string; value: unknown }[],
  tanks: readonly { id: string; archivedAt: string | null; deletedAt: string | null }[],
  now: number,
): number {
  const kept = new Set(tanks.filter((t) => !t.archivedAt && !t.deletedAt).map((t) => t.id));
  let total = 0;
  for (const [tankId, n] of dueCounts(rows, now)) if (kept.has(tankId)) total += n;
  return total;
}

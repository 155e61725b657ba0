/**
 * Rows made in this browser before signing in (`userId` null) are never added to an account silently: the log
 * shows how many there are and offers to add them; adding sets their `userId` and queues them for the server
 * (tanks before entries, so an entry never reaches the server before its tank).
 */
import type { LogDb } from '../db';

const dismissedKey = (userId: string) => `sync:${userId}:adopt-dismissed`;

export interface Unowned {
  tanks: number;
  entries: number;
}

/** Live rows without an owner (IndexedDB does not index null, hence a scan). */
export async function countUnowned(db: LogDb): Promise<Unowned> {
  const [tanks, entries] = await Promise.all([
    db.tanks.filter((t) => t.userId === null && !t.deletedAt).count(),
    db.entries.filter((e) => e.userId === null && !e.deletedAt).count(),
  ]);
  return { tanks, entries };
}

/** Whether to offer: rows without an owner, unless the keeper declined while there were as many or more. */
export async function adoptionOffer(db: LogDb, userId: string): Promise<Unowned | null> {
  const n = await countUnowned(db);
  if (n.tanks + n.entries === 0) return null;
  const declined = (await db.meta.get(dismissedKey(userId)))?.value as number | undefined;
  return declined !== undefined && n.tanks + n.entries <= declined ? null : n;
}

export async function declineAdoption(db: LogDb, userId: string): Promise<void> {
  const n = await countUnowned(db);
  await db.meta.put({ key: dismissedKey(userId), value: n.tanks + n.entries });
}

/** Gives every unowned row (tombstones included) to `userId` and queues it for upload, in one transaction. */
export async function adoptUnowned(db: LogDb, userId: string, now: () => Date = () => new Date()): Promise<Unowned> {
  return db.transaction('rw', [db.tanks, db.entries, db.outbox], async () => {
    const changedAt = now().toISOString();
    const tanks = await db.tanks.filter((t) => t.userId === null).toArray();
    const entries = await db.entries.filter((e) => e.userId === null).toArray();
    await db.tanks.bulkPut(tanks.map((t) => ({ ...t, userId })));
    await db.entries.bulkPut(entries.map((e) => ({ ...e, userId })));
    await db.outbox.bulkAdd([
      ...tanks.map((t) => ({ table: 'tanks' as const, rowId: t.id, changedAt, tries: 0, lastError: null })),
      ...entries.map((e) => ({ table: 'entries' as const, rowId: e.id, changedAt, tries: 0, lastError: null })),
    ]);
    return { tanks: tanks.filter((t) => !t.deletedAt).length, entries: entries.filter((e) => !e.deletedAt).length };
  });
}

export { bindKeeper } from '../repo';

// Stops a child started with `detached: true` (its own process group), so `next start` or the seeder take their
// workers with them. SIGTERM first, so a seeder can drop its database; SIGKILL after `killAfterMs` unless null.

/** Resolves once the group is gone (or after `killAfterMs` and a SIGKILL, or `waitMs` without one). */
export async function stopProcessGroup(child, { killAfterMs = 5_000, waitMs = 10_000 } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((res) => child.once('exit', res));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  if (killAfterMs === null) {
    await Promise.race([gone, new Promise((res) => setTimeout(res, waitMs))]);
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, killAfterMs);
  await gone;
  clearTimeout(timer);
}

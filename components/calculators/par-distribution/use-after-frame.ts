'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * `value` as it was when the browser last painted a change of it: after a change, the returned value follows in a
 * transition started in the task after the next frame (requestAnimationFrame, then a timeout). What renders from it
 * then neither delays the frame that shows the change nor competes with it; React's own `useDeferredValue` starts
 * its render right after the change's commit, and its slices and commit ran before or across that frame
 * (docs/performance.md, "Keystroke to result"). A newer value before then replaces the pending one, so the
 * returned value only ever moves forward. `now`: follow in a transition at once, not after the frame (a change
 * whose render costs nothing worth moving out of the frame).
 */
export function useAfterFrame<T>(value: T, now = false): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    if (now) return startTransition(() => setShown(value));
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown(value)), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [value, shown, now]);
  return shown;
}

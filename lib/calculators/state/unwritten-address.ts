/**
 * The address a calculator had not written yet when its page was left.
 *
 * A calculator writes its inputs into the address a moment after the frame that shows the result (use-calculator.ts),
 * and a link's inputs win over the saved ones when the page is read back, so that a shared link shows what it
 * carries. A reload or a navigation in that moment would bring back the address as it stood before the last
 * keystroke. So the page, as it is left, keeps for this tab (sessionStorage) the address it was about to write
 * beside the one it had; read back at that same address, the calculator takes the newer one.
 */

import * as z from 'zod/mini';

/** The longest query kept: far above any calculator's address, and bounded like every stored value read back. */
const MAX_QUERY = 8000;
const query = () => z.string().check(z.maxLength(MAX_QUERY));

const unwrittenSchema = z.object({
  /** the page's path when the write was due */
  path: query(),
  /** the address's query as it stood then (`location.search`, with its "?", or "") */
  from: query(),
  /** the query the page was about to write (without "?") */
  to: query(),
});

export type UnwrittenAddress = z.infer<typeof unwrittenSchema>;

export function serializeUnwritten(address: UnwrittenAddress): string {
  return JSON.stringify(address);
}

/** A stored unwritten address, or null when there is none or it is not one (any other value is ignored). */
export function parseUnwritten(raw: string | null): UnwrittenAddress | null {
  if (raw === null || raw.length > 3 * MAX_QUERY) return null;
  try {
    const parsed = unwrittenSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether a write due at this address is worth keeping: an address without inputs gives way to the saved ones anyway. */
export const worthKeeping = (address: Pick<UnwrittenAddress, 'from'>) => address.from !== '';

/**
 * The query to read a calculator's inputs from: the unwritten one when the page stands at exactly the address it
 * was left at, otherwise the address's own (a different link, or the write that did happen, wins). An address
 * without a query is read as it is, since the calculator then reads the saved inputs, the latest of every tab.
 */
export function queryToRead(location: { pathname: string; search: string }, unwritten: UnwrittenAddress | null): string {
  if (unwritten && worthKeeping(unwritten) && unwritten.path === location.pathname && unwritten.from === location.search)
    return `?${unwritten.to}`;
  return location.search;
}

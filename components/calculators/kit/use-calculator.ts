'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type * as z from 'zod/mini';
import { systemVolumeStore } from '@/components/preferences/use-system-volume';
import {
  draftFromQuery,
  draftToQuery,
  getAt,
  inputKeys,
  issuesByPath,
  mergeDraft,
  parseUnwritten,
  queryToRead,
  readSaved,
  serializeSaved,
  serializeUnwritten,
  toDraft,
  worthKeeping,
  type Draft,
  type UnwrittenAddress,
} from '@/lib/calculators/state';
import type { CalculatorSlug } from '@/lib/calculators/registry';
import type { CalculatorScreen } from '@/lib/calculators/types';
import { usesSystemVolume, withSystemVolume } from '@/lib/calculators/system-volume';
import { storageKeys } from '@/lib/site';
import { createFieldLabels } from './field-labels';
import { createDraftStore, type DraftStore } from './form-store';
import { PENDING_ATTRIBUTE } from './pending-attribute';
import type { CalculatorState } from './types';

const URL_RETRY_MS = 1000;
/** The longest the address waits for an idle moment after a change: far below the time a person takes to reload. */
const ADDRESS_WRITE_MS = 100;

const noSubscribe = () => () => {};
const addressHasQuery = () => window.location.search.length > 1;

const readStorage = (key: string) => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** The address this tab left unwritten on the calculator (unwritten-address.ts), read once and forgotten. */
const takeUnwritten = (key: string): UnwrittenAddress | null => {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw !== null) window.sessionStorage.removeItem(key);
    return parseUnwritten(raw);
  } catch {
    return null;
  }
};

/** Drops the address this tab kept: the page that kept it is live again and its write is still due. */
const forgetUnwritten = (key: string) => {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    /* storage blocked: nothing was kept */
  }
};

/** A write not done yet: the page's path and query when it was due, and the draft it is to write. */
type PendingWrite = { path: string; from: string; draft: Draft };

const keepUnwritten = (key: string, pending: PendingWrite | null) => {
  if (pending === null || !worthKeeping(pending)) return;
  try {
    window.sessionStorage.setItem(key, serializeUnwritten({ path: pending.path, from: pending.from, to: draftToQuery(pending.draft) }));
  } catch {
    /* storage blocked: the address keeps its older inputs, the saved ones are there for a visit without a link */
  }
};

function computeSafely<S extends z.ZodMiniType, R extends { warnings: string[] }>(
  def: CalculatorScreen<S, R>,
  input: z.output<S>,
): R | null {
  try {
    return def.compute(input);
  } catch {
    return null; // compute is total by contract; a throw is shown as invalid input, never as a crash
  }
}

/**
 * A screen's result for a draft, as useCalculator computes it: for an updater that must see the draft it is given
 * (the latest) rather than the result of the render that made it.
 */
export function resultOfDraft<S extends z.ZodMiniType, R extends { warnings: string[] }>(
  def: CalculatorScreen<S, R>,
  draft: Draft,
): R | null {
  const parsed = def.schema.safeParse(draft);
  return parsed.success ? computeSafely(def, parsed.data) : null;
}

/**
 * What a calculator screen sets up once (useCalculatorSetup): the store of its draft and what reading the link and
 * the saved inputs needs. It does not change while the screen is on screen, so a form that holds it re-renders only
 * for the inputs it reads itself (useStoreAt); <CalculatorFrame> turns it into the screen's state (useCalculatorState).
 */
export interface CalculatorSetup<R> {
  kind: 'setup';
  slug: CalculatorSlug;
  store: DraftStore<Validation>;
  /** the screen's compute of a valid draft's parsed input (null if it throws) */
  compute: (input: unknown) => R | null;
  defaults: Draft;
  keys: readonly string[];
  start: () => Draft;
  /** the saved inputs, checked against the screen's schema */
  saved: (raw: string | null) => Draft | null;
}

/** What the schema said of a draft. */
type Validation = { success: true; data: unknown } | { success: false; error: z.core.$ZodError };

/**
 * The state of one calculator screen (its screen definition, lib/calculators/screens.ts): a link's inputs win over
 * saved ones, saved ones over the locale's defaults (with the system volume set on the volume calculator, if any);
 * every change is validated with the screen's schema, mirrored into the query string and saved when valid.
 * `names` are the locale's strings the starting inputs name (running cost's starter rows); keep them stable.
 */
export function useCalculator<S extends z.ZodMiniType, R extends { warnings: string[] }>(
  slug: CalculatorSlug,
  def: CalculatorScreen<S, R>,
  names?: Readonly<Record<string, string>>,
): CalculatorState<R> {
  return useCalculatorState(useCalculatorSetup(slug, def, names));
}

/** The setup of a calculator screen, without reading its draft: the caller does not re-render on a keystroke. */
export function useCalculatorSetup<S extends z.ZodMiniType, R extends { warnings: string[] }>(
  slug: CalculatorSlug,
  def: CalculatorScreen<S, R>,
  names?: Readonly<Record<string, string>>,
): CalculatorSetup<R> {
  const locale = useLocale();
  const defaults = useMemo(() => toDraft(def.defaults(locale, names)), [def, locale, names]);
  const keys = useMemo(() => inputKeys(def.schema, defaults), [def.schema, defaults]);
  const start = useCallback(
    () => (usesSystemVolume(slug) ? withSystemVolume(defaults, systemVolumeStore.get(), def.schema) : defaults),
    [defaults, def.schema, slug],
  );

  // The draft lives in a store of a stable identity: each field subscribes to its own path (form-store.ts).
  const [store] = useState(() =>
    createDraftStore<Validation>(
      defaults,
      (d) => def.schema.safeParse(d),
      (p) => issuesByPath(p.success ? undefined : p.error),
      createFieldLabels(),
      `Calculators.${slug}`,
    ),
  );
  return useMemo(
    () => ({
      kind: 'setup' as const,
      slug,
      store,
      compute: (parsed: unknown) => computeSafely(def, parsed as z.output<S>),
      defaults,
      keys,
      start,
      saved: (raw: string | null) => readSaved(raw, def.schema),
    }),
    [slug, store, def, defaults, keys, start],
  );
}

/** The value at one dotted path of a setup's draft, for the form that holds the setup (outside <CalculatorFrame>). */
export function useStoreAt(setup: CalculatorSetup<unknown>, path: string): unknown {
  const { store } = setup;
  const read = () => getAt(store.get().draft, path);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The state of a calculator screen from its setup: what renders it re-renders on every change of the draft. */
export function useCalculatorState<R>(setup: CalculatorSetup<R>): CalculatorState<R> {
  const { slug, store, defaults, keys, start } = setup;
  const [ready, setReady] = useState(false);
  const storageKey = storageKeys.calculator(slug);
  const unwrittenKey = storageKeys.unwrittenAddress(slug);
  const { draft, validation: parsed, issues } = useSyncExternalStore(store.subscribe, store.get, store.get);
  // During hydration this reads false (the server cannot see the query); the inline script covers that moment.
  const hasQuery = useSyncExternalStore(noSubscribe, addressHasQuery, () => false);

  // Read the link and the saved state once, after hydration (the page itself is static).
  useEffect(() => {
    const fromLink = draftFromQuery(queryToRead(window.location, takeUnwritten(unwrittenKey)), keys);
    const saved = setup.saved(readStorage(storageKey));
    const initial = fromLink ? mergeDraft(defaults, fromLink) : saved ? mergeDraft(defaults, saved) : start();
    store.replace(initial);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one read of browser-only state after hydration
    setReady(true);
  }, [defaults, setup, keys, start, storageKey, unwrittenKey, store]);

  // Once the kit shows the visitor's own inputs, the server HTML's pending state ends.
  useEffect(() => {
    if (ready) document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
  }, [ready]);

  const { compute } = setup;
  const result = useMemo(() => (parsed.success ? compute(parsed.data) : null), [compute, parsed]);

  // Save every valid change at once (React runs this effect synchronously after a typed or clicked change), and
  // mirror it into the address after the frame that shows the new result: Next's history.replaceState also updates
  // the router's state and cost more than the keystroke's own render (docs/performance.md, "Keystroke to result").
  // A burst of keys before that moment writes the address once. Safari throttles history.replaceState
  // (about 100 calls in 30 s): a refused write is tried again a second later. A page left before its write (a
  // reload, a link followed in that moment) keeps the address it was about to write for this tab, so that it comes
  // back with the last keystroke rather than the address's older inputs (unwritten-address.ts).
  const first = useRef(true);
  const unwritten = useRef<PendingWrite | null>(null);
  useEffect(() => {
    const leave = () => keepUnwritten(unwrittenKey, unwritten.current);
    // A page put into the back-forward cache and shown again is the same page, its write still due: the kept address
    // would otherwise wait in this tab until the calculator is next opened.
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) forgetUnwritten(unwrittenKey);
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', shown);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', shown);
      leave(); // a navigation inside the app unmounts the calculator without a pagehide
    };
  }, [unwrittenKey]);
  useEffect(() => {
    if (!ready) return;
    if (first.current) {
      first.current = false;
      if (window.location.search === '') return; // a fresh visit keeps a clean address and saves nothing yet
    }
    if (parsed.success) {
      try {
        window.localStorage.setItem(storageKey, serializeSaved(draft));
      } catch {
        /* storage full or blocked: the link still carries the inputs */
      }
    }
    let retry: number | undefined;
    unwritten.current = { path: window.location.pathname, from: window.location.search, draft };
    const write = () => {
      try {
        window.history.replaceState(window.history.state, '', `${window.location.pathname}?${draftToQuery(draft)}${window.location.hash}`);
        unwritten.current = null;
      } catch {
        retry = window.setTimeout(write, URL_RETRY_MS);
      }
    };
    // When the browser is next idle (at the latest ADDRESS_WRITE_MS later), or where it cannot say (Safari), in the
    // task after the next frame: either way the frame shows the result first.
    const idle = typeof window.requestIdleCallback === 'function';
    const pending = idle
      ? window.requestIdleCallback(write, { timeout: ADDRESS_WRITE_MS })
      : window.requestAnimationFrame(() => {
          retry = window.setTimeout(write, 0);
        });
    return () => {
      if (idle) window.cancelIdleCallback(pending);
      else window.cancelAnimationFrame(pending);
      window.clearTimeout(retry);
    };
  }, [draft, parsed.success, ready, storageKey]);

  // The last valid result stays on screen, dimmed, while an input is invalid.
  const [lastValid, setLastValid] = useState<R | null>(null);
  if (result !== null && result !== lastValid) setLastValid(result);

  const reset = useCallback(() => {
    try {
      window.localStorage.removeItem(storageKey);
    } catch {
      /* nothing saved */
    }
    store.replace(start());
  }, [start, storageKey, store]);
  // Reads the store when called (the draft of this moment), so it keeps one identity and the actions need not re-render.
  const shareUrl = useCallback(() => `${window.location.origin}${window.location.pathname}?${draftToQuery(store.get().draft)}`, [store]);

  return {
    slug,
    namespace: `Calculators.${slug}`,
    draft,
    set: store.set,
    update: store.update,
    issues,
    store,
    result,
    ready,
    pending: !ready && hasQuery,
    stale: result === null && ready ? lastValid : null,
    labels: store.labels,
    reset,
    shareUrl,
  };
}

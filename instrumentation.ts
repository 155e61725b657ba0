/** Runs once when the Next server starts (Next's instrumentation hook). */
export async function register() {
  // A positive test of the inlined NEXT_RUNTIME lets the Edge bundle drop the import (instrumentation-node.ts).
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('./instrumentation-node')).registerNode();
}

/** The subset of a messages object under the given dotted namespaces, for a client provider. */
export function pickMessages(messages: Record<string, unknown>, namespaces: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const ns of namespaces) {
    const parts = ns.split('.');
    let src: unknown = messages;
    for (const p of parts) src = src && typeof src === 'object' ? (src as Record<string, unknown>)[p] : undefined;
    if (src === undefined) continue;
    let dst = out;
    parts.slice(0, -1).forEach((p) => {
      dst[p] = dst[p] ?? {};
      dst = dst[p] as Record<string, unknown>;
    });
    dst[parts[parts.length - 1]] = src;
  }
  return out;
}
